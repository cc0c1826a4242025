import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { REAUTH_MINUTES } from '../../../domain/auth/two-factor';
import type { BackupList } from '../../../domain/launch/backups';
import type { LaunchReport } from '../../../domain/launch/checklist';
import { newestEntry } from '../../testing/activity';
import { shopWithBackups } from '../../testing/backups';
import { login, ORIGIN, STAFF, sessionCookieOf, signedInHeaders } from '../../testing/staff';
import { describeEachEngine } from '../../testing/test-app';
import { backupName } from './backup-folder';

const mode = (file: string) => fs.statSync(file).mode & 0o777;

describeEachEngine('downloading the newest backup from the admin', (engine) => {
  let dir: string;
  let app: FastifyInstance;
  let staff: { cookie: string; origin: string };
  let umask: number;
  /** Named like a backup, but a link to a file outside the folder. */
  let linked = '';
  const launch = async () =>
    (await app.inject({ url: '/api/admin/launch', headers: staff })).json() as LaunchReport;

  beforeAll(async () => {
    // Whatever the process's umask, a backup is its owner's alone.
    umask = process.umask(0);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), `stagefront-download-${engine}-`));
    ({ app } = await shopWithBackups(engine, dir, {
      // Made by the first backup, two folders deep.
      dir: path.join(dir, 'kept', 'backups'),
      everyHours: 24,
      keep: 7,
      keepBeforeUpgrade: 3,
    }));
    staff = await signedInHeaders(app);
  }, 120_000);
  afterAll(async () => {
    process.umask(umask);
    await app?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('says there is none yet, and the checklist that none is kept until one was taken and read back', async () => {
    const none = await app.inject({ url: '/api/admin/backups/latest', headers: staff });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ error: { message: 'No backup has been taken yet.' } });
    const report = await launch();
    expect(report.latestBackup).toBeNull();
    expect(report.items.find((item) => item.id === 'backups')).toMatchObject({
      done: false,
      detail: expect.stringContaining('No backup has been taken yet'),
    });
    const list = await app.inject({ url: '/api/admin/backups', headers: staff });
    expect(list.json()).toEqual({ backups: [], running: false, lastChecked: null, yours: true });
  });

  it('takes one now for the owner while the shop runs, its owner’s alone, read back whole; a second while it runs is refused', async () => {
    const take = () => app.inject({ method: 'POST', url: '/api/admin/backups', headers: staff });
    const [first, second] = await Promise.all([take(), take()]);
    const taken = [first, second].find((response) => response.statusCode === 201);
    const refused = [first, second].find((response) => response.statusCode !== 201);
    expect(taken?.json()).toEqual({
      backup: {
        name: expect.stringMatching(new RegExp(`^stagefront-${engine}-[\\dT-]+Z-by-hand\\.tar\\.gz$`)),
        kind: 'by-hand',
        version: null,
        bytes: expect.any(Number),
        takenAt: expect.any(String),
      },
    });
    expect(refused?.statusCode).toBe(409);
    expect(refused?.json()).toMatchObject({
      error: {
        code: 'backup_running',
        message: expect.stringContaining('A backup is being taken right now'),
      },
    });
    if (!taken) throw new Error('Neither request took a backup.');
    const { name } = (taken.json() as { backup: { name: string } }).backup;
    const folder = path.join(dir, 'kept', 'backups');
    expect(mode(path.join(folder, name))).toBe(0o600);
    expect(mode(folder)).toBe(0o700);
    expect(mode(path.dirname(folder))).toBe(0o700);
    const list = (await app.inject({ url: '/api/admin/backups', headers: staff })).json() as BackupList;
    expect(list.backups.map((backup) => backup.name)).toEqual([name]);
    expect(list.lastChecked).toEqual({ name, checkedAt: expect.any(String) });
    expect(list.running).toBe(false);
    // The activity log names who took it, and which file.
    expect(await newestEntry(app, staff, 'backup.take')).toMatchObject({
      staffEmail: STAFF.email,
      subject: 'backup',
      subjectId: name,
      summary: `Took a backup by hand: ${name}`,
    });
    expect((await launch()).items.find((item) => item.id === 'backups')).toMatchObject({
      done: true,
      detail: expect.stringContaining('backed up every 24 hours, the last 7 kept'),
    });
  }, 120_000);

  it('gives the owner the newest file, whole, to keep elsewhere', async () => {
    const taken = await app.backups.takeNow();
    const response = await app.inject({ url: '/api/admin/backups/latest', headers: staff });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(response.headers['cache-control']).toBe('no-store');
    const name = path.basename(taken.file);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
    expect(response.rawPayload.equals(fs.readFileSync(taken.file))).toBe(true);
    expect((await launch()).latestBackup).toEqual({
      name,
      takenAt: taken.takenAt.toISOString(),
      bytes: taken.bytes,
      yours: true,
    });
  }, 120_000);

  it('is owners’ only: a manager is refused with why, and sees only when it was taken', async () => {
    await app.backups.takeNow();
    const account = { email: 'tour.manager@example.com', password: 'merch-table-42' };
    const added = await app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: staff,
      payload: { ...account, role: 'manager' },
    });
    expect(added.statusCode).toBe(201);
    const other = { cookie: sessionCookieOf(await login(app, account, '203.0.113.77')), origin: ORIGIN };
    const refused = await app.inject({ url: '/api/admin/backups/latest', headers: other });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: {
        code: 'permission_denied',
        message: 'Your role (manager) does not allow downloading backups (backups).',
      },
    });
    const theirs = (await app.inject({ url: '/api/admin/launch', headers: other })).json() as LaunchReport;
    expect(theirs.latestBackup).toMatchObject({ yours: false });
  }, 120_000);

  it('lists every backup with its kind, size and time to owners and managers; downloads any by its name for the owner', async () => {
    const folder = path.join(dir, 'kept', 'backups');
    const at = Date.now() - 60_000;
    const upgrade = backupName(engine, new Date(at), 'before-upgrade', '0.6.0');
    const migrating = backupName(engine, new Date(at - 1000), 'before-migrating');
    fs.writeFileSync(path.join(folder, upgrade), 'taken before the upgrade');
    fs.writeFileSync(path.join(folder, migrating), 'taken before the migration');
    fs.writeFileSync(path.join(folder, 'notes.txt'), 'not a backup');
    linked = backupName(engine, new Date(at - 2000), 'scheduled');
    fs.symlinkSync('/etc/passwd', path.join(folder, linked));
    const list = (await app.inject({ url: '/api/admin/backups', headers: staff })).json() as BackupList;
    expect(list.yours).toBe(true);
    const kinds = list.backups.map((backup) => [backup.kind, backup.version]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['before-upgrade', '0.6.0'],
        ['before-migrating', null],
        ['by-hand', null],
        ['scheduled', null],
      ]),
    );
    expect(list.backups.find((backup) => backup.name === upgrade)).toEqual({
      name: upgrade,
      kind: 'before-upgrade',
      version: '0.6.0',
      bytes: 'taken before the upgrade'.length,
      takenAt: new Date(at).toISOString(),
    });
    expect(list.backups.map((backup) => backup.name)).not.toContain('notes.txt');

    const download = await app.inject({ url: `/api/admin/backups/${upgrade}`, headers: staff });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${upgrade}"`);
    expect(download.body).toBe('taken before the upgrade');

    const manager = await signedInHeaders(app, { role: 'manager' });
    const theirs = (await app.inject({ url: '/api/admin/backups', headers: manager })).json() as BackupList;
    expect(theirs).toMatchObject({ yours: false, backups: list.backups });
    for (const request of [
      { url: `/api/admin/backups/${upgrade}` },
      { method: 'POST' as const, url: '/api/admin/backups' },
    ]) {
      const refused = await app.inject({ ...request, headers: manager });
      expect(refused.statusCode, request.url).toBe(403);
      expect(refused.json().error.code).toBe('permission_denied');
    }
  }, 120_000);

  it('refuses a name that is not a backup’s, and never leaves the backup folder', async () => {
    expect((await app.backups.list()).map((backup) => backup.name)).not.toContain(linked);
    for (const [url, status] of [
      ['/api/admin/backups/notes.txt', 400],
      ['/api/admin/backups/..%2F..%2F..%2Fetc%2Fpasswd', 400],
      // The router itself takes this for the folder above: no route of a backup's.
      ['/api/admin/backups/%2E%2E', 404],
      [`/api/admin/backups/..%2F${backupName(engine, new Date(), 'by-hand')}`, 400],
      [`/api/admin/backups/${backupName(engine, new Date('2020-01-01T00:00:00Z'), 'by-hand')}`, 404],
      // Named like a backup, but a link to a file elsewhere: not one of the folder's backups.
      [`/api/admin/backups/${linked}`, 404],
    ] as const) {
      const response = await app.inject({ url, headers: staff });
      expect(response.statusCode, url).toBe(status);
      expect(response.body).not.toContain('root:');
    }
  });

  it('asks "Confirm it’s you" before a backup is taken or downloaded, once the sign-in is old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + (REAUTH_MINUTES * 60 + 1) * 1000);
      for (const request of [
        { method: 'POST' as const, url: '/api/admin/backups' },
        { url: '/api/admin/backups/latest' },
      ]) {
        const asked = await app.inject({ ...request, headers: staff });
        expect(asked.statusCode, request.url).toBe(403);
        expect(asked.json().error.code).toBe('reauthentication_required');
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('is for staff only: the session is checked on the server', async () => {
    const stranger = await app.inject({ url: '/api/admin/backups/latest' });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.headers['content-type']).toContain('application/json');
    const forged = await app.inject({
      url: '/api/admin/backups/latest',
      headers: { cookie: `${staff.cookie.split('=')[0]}=not-a-session` },
    });
    expect(forged.statusCode).toBe(401);
  });
});
