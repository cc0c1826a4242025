import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LaunchReport } from '../../../domain/launch/checklist';
import { shopWithBackups } from '../../testing/backups';
import { login, ORIGIN, sessionCookieOf, signedInHeaders } from '../../testing/staff';
import { describeEachEngine } from '../../testing/test-app';

describeEachEngine('downloading the newest backup from the admin', (engine) => {
  let dir: string;
  let app: FastifyInstance;
  let staff: { cookie: string; origin: string };
  const launch = async () =>
    (await app.inject({ url: '/api/admin/launch', headers: staff })).json() as LaunchReport;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), `stagefront-download-${engine}-`));
    ({ app } = await shopWithBackups(engine, dir, {
      dir: path.join(dir, 'backups'),
      everyHours: 24,
      keep: 7,
    }));
    staff = await signedInHeaders(app);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('says there is none yet, and the checklist that scheduled backups are on', async () => {
    const none = await app.inject({ url: '/api/admin/backups/latest', headers: staff });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ error: { message: 'No backup has been taken yet.' } });
    const report = await launch();
    expect(report.latestBackup).toBeNull();
    expect(report.items.find((item) => item.id === 'backups')).toMatchObject({
      done: true,
      detail: expect.stringContaining('backed up every 24 hours, the last 7 kept'),
    });
  });

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
  });

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
