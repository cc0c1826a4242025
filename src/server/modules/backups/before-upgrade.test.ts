import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine, freshDatabaseIn } from '../../testing/test-app';
import { freshPostgres } from '../../testing/test-database';
import { backupName, listBackups } from './backup-folder';
import { takeBackupBeforeUpgrade } from './before-upgrade';

const run = promisify(execFile);
const mode = (file: string) => fs.statSync(file).mode & 0o777;

describeEachEngine('the backup taken before an upgrade', (engine) => {
  let dir: string;
  let drop = async () => {};
  let settings: Parameters<typeof takeBackupBeforeUpgrade>[0];
  let umask: number;

  beforeAll(async () => {
    umask = process.umask(0);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), `stagefront-upgrade-${engine}-`));
    const shop = path.join(dir, 'shop');
    let databaseUrl: string | undefined;
    if (engine === 'pglite') await (await freshDatabaseIn(shop)).close();
    else {
      const server = await freshPostgres();
      ({ drop } = server);
      databaseUrl = server.url;
    }
    settings = {
      backups: { dir: path.join(dir, 'srv', 'backups'), everyHours: 24, keep: 7, keepBeforeUpgrade: 2 },
      dataDir: shop,
      media: { s3: null, publicUrl: null },
      databaseUrl,
    };
  }, 120_000);
  afterAll(async () => {
    process.umask(umask);
    await drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is named for the release, its owner’s alone in a folder made private, read back, and only the newest BACKUP_KEEP_BEFORE_UPGRADE kept', async () => {
    const folder = settings.backups.dir ?? '';
    const first = await takeBackupBeforeUpgrade(settings, '0.5.1');
    expect(first.name).toMatch(new RegExp(`^stagefront-${engine}-[\\dT-]+Z-before-0\\.5\\.1\\.tar\\.gz$`));
    expect(first.file).toBe(path.join(folder, first.name));
    expect(first.bytes).toBe(fs.statSync(first.file).size);
    expect(first.check.entries).toBeGreaterThan(1);
    expect(mode(first.file)).toBe(0o600);
    expect(mode(folder)).toBe(0o700);
    expect(mode(path.dirname(folder))).toBe(0o700);
    const { stdout } = await run('tar', ['-tzf', first.file]);
    expect(stdout).toMatch(/^stagefront-backup\.json\n/);
    expect(stdout).toContain(engine === 'pglite' ? 'database/PG_VERSION\n' : 'database.dump\n');

    // An older one taken before a migration counts with them; scheduled ones are kept apart.
    const older = new Date(Date.now() - 60 * 60 * 1000);
    const migrating = path.join(folder, backupName(engine, older, 'before-migrating'));
    const scheduled = path.join(folder, backupName(engine, older, 'scheduled'));
    fs.writeFileSync(migrating, 'before a migration');
    fs.writeFileSync(scheduled, 'on the schedule');
    const second = await takeBackupBeforeUpgrade(settings, '0.5.2');
    const third = await takeBackupBeforeUpgrade(settings, '0.6.0');
    const left = await listBackups(folder);
    expect(left.map((backup) => [backup.kind, backup.version])).toEqual([
      ['before-upgrade', '0.6.0'],
      ['before-upgrade', '0.5.2'],
      ['scheduled', null],
    ]);
    expect(left.map((backup) => backup.file)).toEqual([third.file, second.file, scheduled]);
  }, 120_000);

  it('refuses a version that is not a release’s, and leaves nothing', async () => {
    const before = fs.readdirSync(settings.backups.dir ?? '');
    await expect(takeBackupBeforeUpgrade(settings, '../../etc')).rejects.toThrow(
      "is not a release's version",
    );
    expect(fs.readdirSync(settings.backups.dir ?? '')).toEqual(before);
  });

  if (engine === 'pglite') {
    it('is refused while a server holds the embedded database: the running server takes it', async () => {
      const lock = path.join(settings.dataDir ?? '', 'db.lock');
      // A live process other than this one holds the database.
      fs.writeFileSync(lock, String(process.ppid));
      try {
        await expect(takeBackupBeforeUpgrade(settings, '0.6.1')).rejects.toThrow(
          /is in use by process \d+[\s\S]*A running shop takes this backup itself/,
        );
      } finally {
        fs.rmSync(lock, { force: true });
      }
    });
  }
});
