import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupName, keepPrivate, listBackups, parseBackupName, pruneBackups } from './backup-folder';

const HOUR = 60 * 60 * 1000;
const mode = (file: string) => fs.statSync(file).mode & 0o777;

describe('the backup folder', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-folder-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('names each kind of backup, and reads every kind back from its name alone', () => {
    const at = new Date('2026-11-29T02:05:12.525Z');
    const names = {
      scheduled: backupName('pglite', at, 'scheduled'),
      byHand: backupName('pglite', at),
      migrating: backupName('postgres', at, 'before-migrating'),
      upgrade: backupName('postgres', at, 'before-upgrade', '0.6.0-rc.1'),
    };
    expect(names).toEqual({
      scheduled: 'stagefront-pglite-2026-11-29T02-05-12-525Z.tar.gz',
      byHand: 'stagefront-pglite-2026-11-29T02-05-12-525Z-by-hand.tar.gz',
      migrating: 'stagefront-postgres-2026-11-29T02-05-12-525Z-before-migrating.tar.gz',
      upgrade: 'stagefront-postgres-2026-11-29T02-05-12-525Z-before-0.6.0-rc.1.tar.gz',
    });
    expect(parseBackupName(names.scheduled)).toEqual({ takenAt: at, kind: 'scheduled', version: null });
    expect(parseBackupName(names.byHand)).toMatchObject({ kind: 'by-hand', version: null });
    expect(parseBackupName(names.migrating)).toMatchObject({ kind: 'before-migrating', version: null });
    expect(parseBackupName(names.upgrade)).toEqual({
      takenAt: at,
      kind: 'before-upgrade',
      version: '0.6.0-rc.1',
    });
    for (const version of ['', 'latest', '0.6', '../0.6.0', '0.6.0/x', '0.6.0+build']) {
      expect(() => backupName('pglite', at, 'before-upgrade', version)).toThrow("is not a release's version");
    }
    for (const name of [
      '../stagefront-pglite-2026-11-29T02-05-12-525Z.tar.gz',
      'stagefront-pglite-2026-11-29T02-05-12-525Z.tar.gz/..',
      'stagefront-pglite-2026-11-29T02-05-12-525Z-before-../../etc.tar.gz',
      'stagefront-pglite-2026-13-45T02-05-12-525Z.tar.gz',
      'notes.txt',
    ]) {
      expect(parseBackupName(name), name).toBeNull();
    }
  });

  it('keeps the newest BACKUP_KEEP scheduled and by-hand backups, and apart the newest BACKUP_KEEP_BEFORE_UPGRADE taken before a migration or an upgrade', async () => {
    const folder = path.join(dir, 'rotation');
    fs.mkdirSync(folder);
    const start = Date.parse('2026-11-01T00:00:00Z');
    const write = (hours: number, kind: Parameters<typeof backupName>[2], version?: string) => {
      const name = backupName('pglite', new Date(start + hours * HOUR), kind, version);
      fs.writeFileSync(path.join(folder, name), 'a backup');
      return name;
    };
    const scheduled = [0, 24, 48, 72].map((hours) => write(hours, 'scheduled'));
    const byHand = write(50, 'by-hand');
    const migrating = [write(10, 'before-migrating'), write(60, 'before-migrating')];
    const upgrades = [
      write(5, 'before-upgrade', '0.5.1'),
      write(30, 'before-upgrade', '0.5.2'),
      write(70, 'before-upgrade', '0.6.0'),
    ];

    const removed = await pruneBackups(folder, { keep: 3, keepBeforeUpgrade: 3 });
    expect(removed.sort()).toEqual([scheduled[0], scheduled[1], upgrades[0], migrating[0]].sort());
    const left = await listBackups(folder);
    expect(left.map((backup) => [backup.name, backup.kind, backup.version])).toEqual([
      [scheduled[3], 'scheduled', null],
      [upgrades[2], 'before-upgrade', '0.6.0'],
      [migrating[1], 'before-migrating', null],
      [byHand, 'by-hand', null],
      [scheduled[2], 'scheduled', null],
      [upgrades[1], 'before-upgrade', '0.5.2'],
    ]);
    // A number alone (as before) keeps every backup taken before a change.
    expect(await pruneBackups(folder, 1)).toEqual([byHand, scheduled[2]]);
  });

  it('makes a folder and the backups an older release left readable by others their owner’s alone', async () => {
    const folder = path.join(dir, 'left-open');
    fs.mkdirSync(folder, { mode: 0o755 });
    fs.chmodSync(folder, 0o755);
    const backup = path.join(folder, backupName('pglite', new Date(), 'before-upgrade', '0.5.1'));
    const other = path.join(folder, 'README.txt');
    for (const file of [backup, other]) {
      fs.writeFileSync(file, 'x');
      fs.chmodSync(file, 0o644);
    }
    await keepPrivate(folder);
    expect(mode(folder)).toBe(0o700);
    expect(mode(backup)).toBe(0o600);
    // Only backups are the shop's to change.
    expect(mode(other)).toBe(0o644);
  });
});
