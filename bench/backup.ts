import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BuiltServer, startBuiltServer } from '../e2e/support/built-server';
import { openDatabase } from '../src/server/db/open';
import { benchProduct, orderBody } from './orders';

/** The shop a backup is measured on: the demo grown to this many orders. */
const ORDERS = 10_000;
/** Shoppers placing orders one after another while the backup runs. */
const SHOPPERS = 4;
/** The longest the bench waits for the scheduled backup (the first comes a minute after the start). */
const WAIT_MS = 180_000;

export type BackupFigures = {
  orders: number;
  databaseMb: number;
  backupMb: number;
  backupSeconds: number;
  /** How long the shop's writes waited for the copy's last pass, as the server logged it. */
  writesHeldMs: number | null;
  placedDuring: number;
  longestDuringMs: number;
  longestBeforeMs: number;
  failed: number;
};

/** Orders taken as the demo's first one, copied by SQL until the shop holds `ORDERS`: fast, not by HTTP. */
async function growOrders(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  const { db } = database;
  const run = async (text: string) =>
    (await db.execute(text)) as unknown as { rows: Record<string, unknown>[] };
  const columns = async (table: string) =>
    (
      await run(
        `SELECT column_name AS name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = '${table}' ORDER BY ordinal_position`,
      )
    ).rows.map((row) => String(row.name));
  try {
    const [{ n } = { n: 0 }] = (await run('SELECT count(*)::int AS n FROM orders')).rows as { n: number }[];
    const missing = ORDERS - n;
    if (missing <= 0) return;
    const orderColumns = (await columns('orders')).filter((c) => c !== 'id');
    const renamed: Record<string, string> = {
      number: `o.number || '-' || g`,
      access_key: `o.access_key || '-' || g`,
      payment_reference: 'NULL',
      created_at: `o.created_at - g * interval '1 minute'`,
    };
    const lineColumns = (await columns('order_lines')).filter((c) => c !== 'order_id');
    await run('BEGIN');
    await run(`CREATE TEMP TABLE copies AS
      SELECT gen_random_uuid() AS id, g, (SELECT id FROM orders ORDER BY created_at LIMIT 1) AS template
      FROM generate_series(1, ${missing}) AS g`);
    await run(`INSERT INTO orders (id, ${orderColumns.join(', ')})
      SELECT c.id, ${orderColumns.map((c) => renamed[c] ?? `o.${c}`).join(', ')}
      FROM copies c JOIN orders o ON o.id = c.template`);
    await run(`INSERT INTO order_lines (order_id, ${lineColumns.join(', ')})
      SELECT c.id, ${lineColumns.map((c) => `l.${c}`).join(', ')}
      FROM copies c JOIN order_lines l ON l.order_id = c.template`);
    await run('COMMIT');
  } finally {
    await database.close();
  }
}

function folderMb(folder: string): number {
  let bytes = 0;
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return bytes / (1024 * 1024);
}

type Placed = { start: number; end: number; ok: boolean };

/** One shopper placing orders back to back, each from an address of its own, until told to stop. */
async function shopper(
  server: BuiltServer,
  productId: string,
  placed: Placed[],
  stop: { now: boolean },
  n: number,
) {
  for (let i = 0; !stop.now; i++) {
    const start = Date.now();
    const response = await fetch(`${server.url}/api/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${n}.${(i >> 8) & 255}.${i & 255}`,
      },
      body: JSON.stringify(orderBody(productId)),
    }).catch(() => null);
    await response?.arrayBuffer();
    placed.push({ start, end: Date.now(), ok: response?.status === 201 });
  }
}

/** When the backup's name says it began, and when its file was whole: the backup's span. */
function backupSpan(file: string): { from: number; to: number } {
  const stamp = /(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z/.exec(path.basename(file));
  if (!stamp) throw new Error(`Not a backup's name: ${file}`);
  const [, day, h, m, s, ms] = stamp;
  return { from: Date.parse(`${day}T${h}:${m}:${s}.${ms}Z`), to: fs.statSync(file).mtimeMs };
}

/**
 * The longest order while a scheduled backup runs, on the demo shop grown to 10,000 orders (the
 * embedded database, the production build): shoppers order back to back from before the backup
 * starts until its file is whole; the orders whose time overlaps the backup are its figure, set
 * against the longest of those before it.
 */
export async function orderDuringBackup(env: NodeJS.ProcessEnv): Promise<BackupFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-bench-backup-'));
  const backupDir = path.join(dataDir, 'backups');
  try {
    const first = await startBuiltServer({ ...env, DATA_DIR: dataDir, BACKUP_EVERY_HOURS: '0' });
    const productId = await benchProduct(first, `backup-tee-${Date.now()}`, 1_000_000);
    const placedFirst = await fetch(`${first.url}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(orderBody(productId)),
    });
    if (placedFirst.status !== 201)
      throw new Error(`The bench's first order failed: ${await placedFirst.text()}`);
    await first.stop();
    await growOrders(dataDir);
    const databaseMb = folderMb(path.join(dataDir, 'db'));

    const server = await startBuiltServer({
      ...env,
      DATA_DIR: dataDir,
      BACKUP_DIR: backupDir,
      BACKUP_EVERY_HOURS: '24',
      LOG_LEVEL: 'info',
    });
    const placed: Placed[] = [];
    const stop = { now: false };
    const shoppers = Array.from({ length: SHOPPERS }, (_, n) => shopper(server, productId, placed, stop, n));
    let file: string | null = null;
    try {
      for (const began = Date.now(); !file && Date.now() - began < WAIT_MS; ) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        const name = fs.existsSync(backupDir)
          ? fs.readdirSync(backupDir).find((entry) => /^stagefront-.*\.tar\.gz$/.test(entry))
          : undefined;
        if (name) file = path.join(backupDir, name);
      }
      // Until the server has logged it (how long it held writes), and the orders it slowed have finished.
      for (
        const began = Date.now();
        !server.output().includes('"writesHeldMs"') && Date.now() - began < 10_000;
      ) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    } finally {
      stop.now = true;
      await Promise.all(shoppers);
    }
    const logged = /"writesHeldMs":(\d+)/.exec(server.output());
    await server.stop();
    if (!file) throw new Error('No scheduled backup was taken within three minutes.');
    const span = backupSpan(file);
    const during = placed.filter((order) => order.end >= span.from && order.start <= span.to);
    const before = placed.filter((order) => order.end < span.from && order.start > span.from - 30_000);
    const longest = (orders: Placed[]) => Math.max(0, ...orders.map((order) => order.end - order.start));
    return {
      orders: ORDERS,
      databaseMb,
      backupMb: fs.statSync(file).size / (1024 * 1024),
      backupSeconds: (span.to - span.from) / 1000,
      writesHeldMs: logged ? Number(logged[1]) : null,
      placedDuring: during.length,
      longestDuringMs: longest(during),
      longestBeforeMs: longest(before),
      failed: placed.filter((order) => !order.ok).length,
    };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The figures as the bench prints them. */
export function backupLines(figures: BackupFigures): string[] {
  return [
    `A scheduled backup of the demo shop grown to ${figures.orders.toLocaleString('en')} orders (embedded database ${figures.databaseMb.toFixed(0)} MB):`,
    `  file ${figures.backupMb.toFixed(1)} MB in ${figures.backupSeconds.toFixed(1)} s; writes held for the last pass ${figures.writesHeldMs ?? '?'} ms`,
    `  longest order during it ${figures.longestDuringMs} ms (${figures.placedDuring} placed, ${SHOPPERS} shoppers back to back); longest in the 30 s before ${figures.longestBeforeMs} ms; failed ${figures.failed}`,
  ];
}
