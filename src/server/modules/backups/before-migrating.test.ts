import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DatabaseOptions, type Engine, openDatabase } from '../../db/open';
import { projectRoot } from '../../paths';
import { insertOrder } from '../../testing/order-fixtures';
import { describeEachEngine } from '../../testing/test-app';
import { freshPostgres } from '../../testing/test-database';
import { listBackups } from './backup-folder';
import { backupBeforeMigrating } from './before-migrating';
import { restoreBackup } from './restore-backup';

const MIGRATIONS = path.join(projectRoot, 'src/server/db/migrations');
type Journal = { entries: { tag: string }[] };
const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as Journal;
const newest = journal.entries.at(-1)?.tag ?? '';

/** The migrations of the release before this one: this release's, but its newest. */
function previousRelease(dir: string): string {
  const folder = path.join(dir, 'previous-migrations');
  fs.cpSync(MIGRATIONS, folder, { recursive: true });
  const previous = { ...journal, entries: journal.entries.slice(0, -1) };
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(previous));
  return folder;
}

async function appliedMigrations(options: DatabaseOptions): Promise<number> {
  const database = await openDatabase(options);
  try {
    const result = (await database.db.execute(
      sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
    )) as {
      rows: { n: number }[];
    };
    return result.rows[0]?.n ?? 0;
  } finally {
    await database.close();
  }
}

describeEachEngine('the backup taken before a migration', (engine: Engine) => {
  let dir: string;
  let previous: string;
  const drops: (() => Promise<void>)[] = [];

  /** A shop on the previous release's schema, with an order or without. */
  async function previousShop(withOrder: boolean): Promise<DatabaseOptions & { dataDir: string | null }> {
    const shop = fs.mkdtempSync(path.join(dir, 'shop-'));
    let options: DatabaseOptions;
    if (engine === 'pglite') options = { dataDir: shop };
    else {
      const server = await freshPostgres();
      drops.push(server.drop);
      options = { databaseUrl: server.url, dataDir: null };
    }
    const database = await openDatabase({ ...options, migrationsFolder: previous });
    if (withOrder) await insertOrder(database.db);
    await database.close();
    return { ...options, dataDir: options.dataDir ?? shop };
  }

  function settings(shop: { databaseUrl?: string | undefined; dataDir: string | null }, backupDir: string) {
    return {
      backups: { dir: backupDir, everyHours: 24, keep: 7, keepBeforeUpgrade: 3 },
      dataDir: shop.dataDir,
      media: { s3: null, publicUrl: null },
      databaseUrl: shop.databaseUrl,
    };
  }

  let umask = 0;
  beforeAll(() => {
    umask = process.umask(0);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), `stagefront-migrating-${engine}-`));
    previous = previousRelease(dir);
  });
  afterAll(async () => {
    process.umask(umask);
    for (const drop of drops) await drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is taken when this release’s migrations would change a shop with orders, and holds the shop as it was', async () => {
    const shop = await previousShop(true);
    const backups = path.join(dir, 'backups');
    const said: string[] = [];
    const config = settings(shop, backups);
    const upgrade = () =>
      openDatabase({
        ...shop,
        dataDir: engine === 'pglite' ? shop.dataDir : null,
        beforeMigrating: backupBeforeMigrating(config, (line) => said.push(line)),
      });
    await (await upgrade()).close();
    // Started again, nothing is left to migrate, and no second backup is taken.
    await (await upgrade()).close();
    expect(await listBackups(backups)).toHaveLength(1);

    const [backup] = await listBackups(backups);
    expect(backup?.name).toMatch(new RegExp(`^stagefront-${engine}-[\\dT-]+Z-before-migrating\\.tar\\.gz$`));
    // Its owner's alone, whatever the umask: it holds every order and account.
    expect(fs.statSync(backup?.file ?? '').mode & 0o777).toBe(0o600);
    expect(fs.statSync(backups).mode & 0o777).toBe(0o700);
    expect(said).toEqual([`Backed up the shop to ${backup?.file} before applying 1 migration (${newest}).`]);

    // Restored, it is the shop before the migration: its order, and one migration fewer.
    let target: DatabaseOptions;
    if (engine === 'pglite') target = { dataDir: path.join(dir, 'restored') };
    else {
      const server = await freshPostgres();
      drops.push(server.drop);
      target = { databaseUrl: server.url, dataDir: null };
    }
    await restoreBackup(
      { databaseUrl: target.databaseUrl, dataDir: target.dataDir, uploads: null },
      backup?.file ?? '',
    );
    const restored = { ...target, migrationsFolder: previous };
    expect(await appliedMigrations(restored)).toBe(journal.entries.length - 1);
    const copy = await openDatabase(restored);
    const orders = (await copy.db.execute(sql`SELECT number FROM orders`)) as { rows: unknown[] };
    await copy.close();
    expect(orders.rows).toEqual([{ number: 'SF-ABC234' }]);
  }, 120_000);

  it('is not taken for a shop without orders', async () => {
    const shop = await previousShop(false);
    const backups = path.join(dir, 'no-orders');
    const options = { ...shop, dataDir: engine === 'pglite' ? shop.dataDir : null };
    await (
      await openDatabase({
        ...options,
        beforeMigrating: backupBeforeMigrating(settings(shop, backups), () => {}),
      })
    ).close();
    expect(await listBackups(backups)).toEqual([]);
  }, 60_000);

  it('stops the start when it cannot be written, with nothing migrated', async () => {
    const shop = await previousShop(true);
    const blocked = path.join(dir, 'a-file');
    fs.writeFileSync(blocked, '');
    const options = { ...shop, dataDir: engine === 'pglite' ? shop.dataDir : null };
    const config = settings(shop, path.join(blocked, 'backups'));
    await expect(
      openDatabase({ ...options, beforeMigrating: backupBeforeMigrating(config, () => {}) }),
    ).rejects.toThrow(
      `The backup before migrating the database failed: The backup folder ${path.join(blocked, 'backups')} cannot be written to: part of its path is a file, not a folder. Nothing was migrated; the shop's data is as it was.`,
    );
    expect(await appliedMigrations({ ...options, migrationsFolder: previous })).toBe(
      journal.entries.length - 1,
    );
  }, 60_000);
});
