import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/open';
import { collections } from '../../db/schema';
import { projectRoot } from '../../paths';
import { freshDatabaseIn } from '../../testing/test-app';
import { freshPostgres } from '../../testing/test-database';

const run = promisify(execFile);

/** A maintenance command as a team runs it, with nothing but the given settings. */
function cli(args: string[], env: NodeJS.ProcessEnv) {
  const { DATABASE_URL: _, DATA_DIR: __, BACKUP_DIR: ___, ...rest } = process.env;
  return run(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', ...args], {
    cwd: projectRoot,
    env: { ...rest, DEMO_CONTENT: 'false', ...env },
  });
}

async function collectionName(options: Parameters<typeof openDatabase>[0], id: string) {
  const database = await openDatabase(options);
  try {
    const [row] = await database.db.select().from(collections).where(eq(collections.id, id));
    return row?.name ?? null;
  } finally {
    await database.close();
  }
}

describe('`npm run backup` and `npm run restore` on the embedded database', () => {
  let dir: string;
  let shop: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-backup-'));
    shop = path.join(dir, 'shop');
    const database = await freshDatabaseIn(shop);
    await database.db.insert(collections).values({ id: 'winter-tour', name: 'Winter Tour' });
    await database.close();
    fs.mkdirSync(path.join(shop, 'uploads'));
    fs.writeFileSync(path.join(shop, 'uploads', 'poster-960.webp'), 'the poster');
  }, 60_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('copy the database and the uploads into one file, its owner’s alone, and put both back on another machine', async () => {
    // The command inherits this umask: the file and the folder it makes are private all the same.
    const umask = process.umask(0);
    let backedUp: Awaited<ReturnType<typeof cli>>;
    try {
      backedUp = await cli(['backup'], { DATA_DIR: shop });
    } finally {
      process.umask(umask);
    }
    const [name] = fs.readdirSync(path.join(shop, 'backups'));
    const file = path.join(shop, 'backups', name ?? '');
    expect(name).toMatch(/^stagefront-pglite-\d{4}-\d\d-\d\dT[\d-]+Z-by-hand\.tar\.gz$/);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(shop, 'backups')).mode & 0o777).toBe(0o700);
    expect(backedUp.stdout).toContain(`Backed up the pglite database and 1 uploaded file to ${file}.`);
    // Any tar opens it.
    const { stdout: listing } = await run('tar', ['-tzf', file]);
    expect(listing).toMatch(/^stagefront-backup\.json\n/);
    expect(listing).toContain('database/PG_VERSION\n');
    expect(listing).toContain('uploads/poster-960.webp\n');

    const elsewhere = path.join(dir, 'elsewhere');
    const restored = await cli(['restore', '--from', file], { DATA_DIR: elsewhere });
    expect(restored.stdout).toContain(`Restored ${file}. 1 uploaded images added.`);
    expect(await collectionName({ dataDir: elsewhere }, 'winter-tour')).toBe('Winter Tour');
    expect(fs.readFileSync(path.join(elsewhere, 'uploads', 'poster-960.webp'), 'utf8')).toBe('the poster');
  }, 120_000);

  it('refuse to back up while a process that is not the shop holds the database, and say to stop it first', async () => {
    const database = await openDatabase({ dataDir: shop });
    try {
      await expect(
        cli(['backup', '--out', path.join(dir, 'held.tar.gz')], { DATA_DIR: shop }),
      ).rejects.toMatchObject({
        // A process that opened the database and is not a shop's server: no one to ask for the backup.
        stderr: expect.stringMatching(
          /is in use by process \d+, which takes no commands\. Stop that server first/,
        ),
      });
    } finally {
      await database.close();
    }
    expect(fs.existsSync(path.join(dir, 'held.tar.gz'))).toBe(false);
  }, 60_000);

  it('say why when the backup folder cannot be written to, and leave nothing behind', async () => {
    const file = path.join(dir, 'a-file');
    fs.writeFileSync(file, '');
    await expect(
      cli(['backup'], { DATA_DIR: shop, BACKUP_DIR: path.join(file, 'backups') }),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining(
        `The backup folder ${path.join(file, 'backups')} cannot be written to: part of its path is a file, not a folder.`,
      ),
    });
  }, 60_000);
});

const withPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

withPostgres('`npm run backup` and `npm run restore` on PostgreSQL', () => {
  it('restore a pg_dump backup, with the uploads, into another database', async () => {
    const source = await freshPostgres();
    const target = await freshPostgres();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-pg-backup-'));
    const file = path.join(dir, 'shop.tar.gz');
    try {
      const database = await openDatabase({ databaseUrl: source.url, dataDir: null });
      await database.db.insert(collections).values({ id: 'winter-tour', name: 'Winter Tour' });
      await database.close();
      fs.mkdirSync(path.join(dir, 'one', 'uploads'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'one', 'uploads', 'poster-960.webp'), 'the poster');

      const backedUp = await cli(['backup', '--out', file], {
        DATABASE_URL: source.url,
        DATA_DIR: path.join(dir, 'one'),
      });
      expect(backedUp.stdout).toContain(`Backed up the postgres database and 1 uploaded file to ${file}.`);
      // The target already has the schema, as a shop's database has: the restore replaces it.
      await (await openDatabase({ databaseUrl: target.url, dataDir: null })).close();
      const restored = await cli(['restore', '--from', file], {
        DATABASE_URL: target.url,
        DATA_DIR: path.join(dir, 'two'),
      });
      expect(restored.stdout).toContain(
        `Restored ${file} into the PostgreSQL database. 1 uploaded images added.`,
      );
      expect(await collectionName({ databaseUrl: target.url, dataDir: null }, 'winter-tour')).toBe(
        'Winter Tour',
      );
      expect(fs.readFileSync(path.join(dir, 'two', 'uploads', 'poster-960.webp'), 'utf8')).toBe('the poster');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      await source.drop();
      await target.drop();
    }
  }, 120_000);

  it('refuse a file that is not a backup, leaving the database as it was', async () => {
    const shop = await freshPostgres();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-pg-restore-'));
    try {
      const database = await openDatabase({ databaseUrl: shop.url, dataDir: null });
      await database.db.insert(collections).values({ id: 'current', name: 'The shop today' });
      await database.close();
      const notes = path.join(dir, 'notes.tar.gz');
      fs.writeFileSync(notes, 'meeting notes');
      await expect(
        cli(['restore', '--from', notes], { DATABASE_URL: shop.url, DATA_DIR: path.join(dir, 'data') }),
      ).rejects.toMatchObject({
        stderr: expect.stringContaining(
          `${notes} is not a Stagefront backup (it is not a compressed archive). Nothing was changed.`,
        ),
      });
      expect(await collectionName({ databaseUrl: shop.url, dataDir: null }, 'current')).toBe(
        'The shop today',
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      await shop.drop();
    }
  }, 120_000);
});
