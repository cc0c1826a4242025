import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** How many releases' files are kept beside the running one's: enough for tabs left open over a weekend of upgrades. */
const EARLIER_RELEASES = 2;

type Kept = { builds: string[] };

/**
 * Keeps the web build's files of the last few releases in `folder` and returns the folders of the
 * earlier ones, newest first. A tab opened before an upgrade still asks for the chunks of the
 * release it was loaded from (a screen's code is fetched when the shopper first goes there); with
 * these kept, it gets them and goes on working instead of meeting a page that never loads. Each
 * build is known by its index.html, which names every hashed file it uses.
 */
export function keepEarlierAssets(webDir: string, folder: string): string[] {
  const assets = path.join(webDir, 'assets');
  const index = path.join(webDir, 'index.html');
  if (!fs.existsSync(assets) || !fs.existsSync(index)) return [];
  const build = createHash('sha256').update(fs.readFileSync(index)).digest('hex').slice(0, 16);
  const listPath = path.join(folder, 'builds.json');
  const kept = readKept(listPath);
  const builds = [build, ...kept.builds.filter((earlier) => earlier !== build)];
  const keep = builds.slice(0, EARLIER_RELEASES + 1);
  fs.mkdirSync(folder, { recursive: true });
  const own = path.join(folder, build);
  if (!fs.existsSync(own)) {
    // Copied under another name and renamed, so a copy cut short is never taken for a whole one.
    const partial = `${own}.partial`;
    fs.rmSync(partial, { recursive: true, force: true });
    fs.cpSync(assets, partial, { recursive: true });
    fs.renameSync(partial, own);
  }
  for (const dropped of builds.slice(EARLIER_RELEASES + 1)) {
    fs.rmSync(path.join(folder, dropped), { recursive: true, force: true });
  }
  const next = `${listPath}.next`;
  fs.writeFileSync(next, `${JSON.stringify({ builds: keep } satisfies Kept)}\n`);
  fs.renameSync(next, listPath);
  return keep
    .slice(1)
    .map((earlier) => path.join(folder, earlier))
    .filter((dir) => fs.existsSync(dir));
}

function readKept(file: string): Kept {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Kept>;
    return {
      builds: Array.isArray(parsed.builds)
        ? parsed.builds.filter((id) => typeof id === 'string' && /^[0-9a-f]{16}$/.test(id))
        : [],
    };
  } catch {
    return { builds: [] };
  }
}
