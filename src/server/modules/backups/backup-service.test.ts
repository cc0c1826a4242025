import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listBackups } from './backup-folder';
import { BackupService, FIRST_BACKUP_DELAY_MS } from './backup-service';
import type { DatabaseSource } from './take-backup';

const HOUR = 60 * 60 * 1000;

/** A database of one small file, so the schedule is what is tested, not the copying. */
const tinyDatabase: DatabaseSource = {
  engine: 'pglite',
  embedded: {
    async copyFiles(into) {
      fs.mkdirSync(into, { recursive: true });
      fs.writeFileSync(path.join(into, 'PG_VERSION'), '17\n');
      return 0;
    },
  },
};

describe('the backup schedule', () => {
  let dir: string;
  const taken: unknown[] = [];
  const log = {
    info: (facts: unknown) => taken.push(facts),
    error: () => {},
  } as unknown as FastifyBaseLogger;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-schedule-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes the first a minute after the start, then one every BACKUP_EVERY_HOURS, keeping the newest BACKUP_KEEP', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const folder = path.join(dir, 'rotated');
    fs.mkdirSync(folder);
    const beforeMigrating = 'stagefront-pglite-2026-01-01T00-00-00-000Z-before-migrating.tar.gz';
    fs.writeFileSync(path.join(folder, beforeMigrating), 'kept until removed by hand');
    const service = new BackupService({
      config: { dir: folder, everyHours: 6, keep: 2, keepBeforeUpgrade: 3 },
      database: tinyDatabase,
      uploads: null,
      log,
    });
    const regular = async () => (await listBackups(folder)).filter((b) => b.kind === 'scheduled');
    try {
      await service.start();
      await vi.advanceTimersByTimeAsync(FIRST_BACKUP_DELAY_MS - 1000);
      expect(await regular()).toHaveLength(0);
      const names: string[] = [];
      for (const expected of [1, 2, 2]) {
        await vi.advanceTimersByTimeAsync(names.length === 0 ? 1000 : 6 * HOUR);
        // Each is waited for to its end (logged), when the next one is set.
        await vi.waitFor(() => expect(taken).toHaveLength(names.length + 1), { interval: 20 });
        const now = await regular();
        expect(now).toHaveLength(expected);
        names.unshift(now[0]?.name ?? '');
      }
      expect((await regular()).map((backup) => backup.name)).toEqual(names.slice(0, 2));
      expect(names[0]).toMatch(/^stagefront-pglite-[\dT-]+Z\.tar\.gz$/);
      expect(fs.existsSync(path.join(folder, beforeMigrating))).toBe(true);
      expect(service.status()).toEqual({ scheduled: true, everyHours: 6, keep: 2, lastFailure: null });
    } finally {
      await service.stop();
    }
  });

  it('waits for the next one due after a restart, and none at all when BACKUP_EVERY_HOURS is 0', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const folder = path.join(dir, 'restarted');
    const config = { dir: folder, everyHours: 24, keep: 7, keepBeforeUpgrade: 3 };
    const first = new BackupService({ config, database: tinyDatabase, uploads: null, log });
    const latest = await first.takeNow();
    await first.stop();

    vi.setSystemTime(latest.takenAt.getTime() + 20 * HOUR);
    const again = new BackupService({ config, database: tinyDatabase, uploads: null, log });
    await again.start();
    await vi.advanceTimersByTimeAsync(4 * HOUR - 1000);
    expect(await listBackups(folder)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(async () => expect(await listBackups(folder)).toHaveLength(2), { interval: 20 });
    await again.stop();

    const off = new BackupService({
      config: { ...config, everyHours: 0 },
      database: tinyDatabase,
      uploads: null,
      log,
    });
    await off.start();
    await vi.advanceTimersByTimeAsync(48 * HOUR);
    expect(await listBackups(folder)).toHaveLength(2);
    expect(off.status().scheduled).toBe(false);
  });
});
