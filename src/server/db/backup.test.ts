import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../paths';
import { freshPostgres } from '../testing/test-database';
import { backupPglite, backupPostgres, restorePglite, restorePostgres } from './backup';
import { openDatabase } from './open';
import { collections } from './schema';

const run = promisify(execFile);

describe('backing up and restoring the embedded database', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-backup-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('restores what was there at the backup, with `npm run backup` and `npm run restore`', async () => {
    const original = path.join(dir, 'original');
    const database = await openDatabase({ dataDir: original });
    await database.db.insert(collections).values({ id: 'winter-tour', name: 'Winter Tour' });
    await database.close();

    const file = path.join(dir, 'backup.tar.gz');
    const env = { ...process.env, DATA_DIR: original, DATABASE_URL: '', DEMO_CONTENT: 'false' };
    const backedUp = await run('npx', ['tsx', 'src/server/cli.ts', 'backup', '--out', file], {
      cwd: projectRoot,
      env,
    });
    expect(backedUp.stdout).toContain(`Backed up the pglite database to ${file}.`);
    expect(fs.statSync(file).size).toBeGreaterThan(1000);

    const restored = path.join(dir, 'restored');
    const restoredRun = await run('npx', ['tsx', 'src/server/cli.ts', 'restore', '--from', file], {
      cwd: projectRoot,
      env: { ...env, DATA_DIR: restored },
    });
    expect(restoredRun.stdout).toContain(`Restored ${file}.`);
    const copy = await openDatabase({ dataDir: restored });
    try {
      const [row] = await copy.db.select().from(collections).where(eq(collections.id, 'winter-tour'));
      expect(row?.name).toBe('Winter Tour');
    } finally {
      await copy.close();
    }
  }, 120_000);

  it('will not restore over a database unless told to, and then keeps the old one aside', async () => {
    const target = path.join(dir, 'busy');
    const database = await openDatabase({ dataDir: target });
    await database.close();
    const file = path.join(dir, 'busy.tar.gz');
    await backupPglite(target, file);
    await expect(restorePglite(target, file)).rejects.toThrow(/already holds a database\. Add --replace/);
    const aside = await restorePglite(target, file, true);
    expect(aside && fs.existsSync(aside)).toBe(true);
  }, 60_000);

  it('refuses to back up while a server holds the database', async () => {
    const held = path.join(dir, 'held');
    const database = await openDatabase({ dataDir: held });
    try {
      const env = { ...process.env, DATA_DIR: held, DATABASE_URL: '', DEMO_CONTENT: 'false' };
      const backup = run(
        'npx',
        ['tsx', 'src/server/cli.ts', 'backup', '--out', path.join(dir, 'held.tar.gz')],
        {
          cwd: projectRoot,
          env,
        },
      );
      await expect(backup).rejects.toMatchObject({
        stderr: expect.stringMatching(/is in use by process \d+/),
      });
    } finally {
      await database.close();
    }
  }, 60_000);
});

const withPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

withPostgres('backing up and restoring PostgreSQL', () => {
  it('restores a pg_dump backup into another database', async () => {
    const source = await freshPostgres();
    const target = await freshPostgres();
    const file = path.join(os.tmpdir(), `stagefront-${Date.now()}.dump`);
    try {
      const database = await openDatabase({ databaseUrl: source.url, dataDir: null });
      await database.db.insert(collections).values({ id: 'winter-tour', name: 'Winter Tour' });
      await database.close();
      await backupPostgres(source.url, file);
      await restorePostgres(target.url, file);
      const copy = await openDatabase({ databaseUrl: target.url, dataDir: null });
      try {
        const [row] = await copy.db.select().from(collections).where(eq(collections.id, 'winter-tour'));
        expect(row?.name).toBe('Winter Tour');
      } finally {
        await copy.close();
      }
    } finally {
      fs.rmSync(file, { force: true });
      await source.drop();
      await target.drop();
    }
  }, 60_000);
});
