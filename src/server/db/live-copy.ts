import fs from 'node:fs';
import path from 'node:path';
import { setImmediate as nextTurnOfTheLoop } from 'node:timers/promises';

/** A file as it stood when its copy began: changed since, it is copied again. */
type Copied = { ino: bigint; size: bigint; mtimeNs: bigint; copiedAtMs: number };

/**
 * A file touched less than this long before its copy began is copied again in the next pass,
 * whatever its time says: a file system's clock may be coarser than the writes (ext4 counts in
 * the kernel's ticks, some file systems in seconds), so two writes may carry one time.
 */
const CLOCK_MARGIN_MS = 2000;
/** Copying outside the pause gives the event loop back this often, so pages and orders keep moving. */
const SLICE_MS = 15;
/** Passes outside the pause go on while they still copy this much, so the last one has little left to do. */
const SETTLED_BYTES = 8 * 1024 * 1024;
const MAX_PASSES = 4;
/** From this size a file is copied off the event loop (outside the pause). */
const LARGE_FILE = 256n * 1024n;

/**
 * The time now, to set against the times the kernel stamps on files: the system's clock as the
 * process started plus the monotonic time since, which nothing in the process can stop or move.
 */
function wallClockMs(): number {
  return Math.floor(performance.timeOrigin + performance.now());
}

/** Every file and folder under `root`, by its name relative to it. */
function listSync(root: string): { folders: string[]; files: string[] } {
  const folders: string[] = [];
  const files: string[] = [];
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    const name = path.relative(root, path.join(entry.parentPath, entry.name));
    if (entry.isDirectory()) folders.push(name);
    else if (entry.isFile()) files.push(name);
  }
  return { folders, files };
}

function isCurrent(copy: Copied | undefined, stats: fs.BigIntStats): boolean {
  return (
    copy !== undefined &&
    copy.ino === stats.ino &&
    copy.size === stats.size &&
    copy.mtimeNs === stats.mtimeNs &&
    stats.mtimeNs < BigInt(copy.copiedAtMs - CLOCK_MARGIN_MS) * 1_000_000n
  );
}

/**
 * One pass: copies every file of `from` whose copy in `into` is not current, and removes from
 * `into` what `from` no longer has. With `sliced`, the loop is given back every few milliseconds.
 * Returns the bytes copied.
 */
async function pass(
  from: string,
  into: string,
  copied: Map<string, Copied>,
  sliced: boolean,
): Promise<number> {
  let sliceStart = performance.now();
  let bytes = 0;
  const now = listSync(from);
  for (const folder of now.folders) fs.mkdirSync(path.join(into, folder), { recursive: true });
  for (const name of now.files) {
    if (sliced && performance.now() - sliceStart > SLICE_MS) {
      await nextTurnOfTheLoop();
      sliceStart = performance.now();
    }
    const source = path.join(from, name);
    try {
      const copiedAtMs = wallClockMs();
      const stats = fs.statSync(source, { bigint: true });
      if (isCurrent(copied.get(name), stats)) continue;
      // Outside the pause a large file (the write-ahead log's 16 MB) is copied off the event loop,
      // which it would otherwise hold for as long as it takes; small ones, most files, at once.
      if (sliced && stats.size >= LARGE_FILE) await fs.promises.copyFile(source, path.join(into, name));
      else fs.copyFileSync(source, path.join(into, name));
      copied.set(name, { ino: stats.ino, size: stats.size, mtimeNs: stats.mtimeNs, copiedAtMs });
      bytes += Number(stats.size);
    } catch (error) {
      // Removed while the pass ran (only possible outside the pause): the next pass sees it gone.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      copied.delete(name);
    }
  }
  const present = new Set(now.files);
  for (const name of [...copied.keys()]) {
    if (present.has(name)) continue;
    fs.rmSync(path.join(into, name), { force: true });
    copied.delete(name);
  }
  const folders = new Set(now.folders);
  for (const entry of fs.readdirSync(into, { recursive: true, withFileTypes: true }).reverse()) {
    const name = path.relative(into, path.join(entry.parentPath, entry.name));
    if (entry.isDirectory() && !folders.has(name))
      fs.rmSync(path.join(into, name), { recursive: true, force: true });
  }
  return bytes;
}

/**
 * Copies the embedded database's folder while the shop keeps selling. Passes outside any pause
 * copy every file, then again what changed meanwhile, a few milliseconds of work at a time. The
 * last pass runs between two writes (`betweenWrites`, the database's own turn-taking) and copies
 * only what changed since: a file whose inode, size or time differs, or that was touched shortly
 * before its copy. What it leaves is the folder exactly as it was at that moment, as if the shop
 * had stopped there: PostgreSQL starts on it as after a power cut, with every committed order.
 * Orders wait only for that last pass. Returns how long it held them, in milliseconds.
 */
export async function copyLiveFolder(
  from: string,
  into: string,
  betweenWrites: <T>(work: () => Promise<T>) => Promise<T>,
): Promise<number> {
  const copied = new Map<string, Copied>();
  fs.mkdirSync(into, { recursive: true });
  // Again while a pass still copies much, and less than half of what the one before did.
  let last = Number.POSITIVE_INFINITY;
  for (let round = 0; round < MAX_PASSES; round++) {
    const bytes = await pass(from, into, copied, true);
    if (bytes < SETTLED_BYTES || bytes > last / 2) break;
    last = bytes;
  }
  return betweenWrites(async () => {
    const held = performance.now();
    await pass(from, into, copied, false);
    return performance.now() - held;
  });
}
