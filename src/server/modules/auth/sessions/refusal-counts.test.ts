import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { activityPage } from '../../../testing/activity';
import { signedInHeaders, staffApp } from '../../../testing/staff';
import { describeEachEngine } from '../../../testing/test-app';

type Headers = { cookie: string; origin: string };

/**
 * Refused staff calls are worth knowing of, but anyone holding a session can make them as fast as
 * the server answers, into a log that is never pruned: one entry per member and permission an
 * hour, counting the calls it stands for.
 */
describeEachEngine('refused staff calls in the activity log', (engine) => {
  let app: FastifyInstance;
  let owner: Headers;
  let packer: Headers;
  let clock = new Date('2026-11-29T10:00:00Z');

  const refusedEntries = async () =>
    (await activityPage(app, owner, 'action=staff.refused')).entries.filter(
      (entry) => entry.staffEmail === 'fulfilment@stagefront.test',
    );

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(clock);
    app = await staffApp(engine);
    owner = await signedInHeaders(app);
    packer = await signedInHeaders(app, { role: 'fulfilment' });
  });
  afterAll(async () => {
    await app.close();
    vi.useRealTimers();
  });

  it('writes one entry per member and permission an hour, with how many calls it stands for', async () => {
    const deleteProduct = () =>
      app.inject({ method: 'DELETE', url: '/api/admin/products/harmattan-tour-tee', headers: packer });
    // Some at once, some one after another: each is refused and counted once.
    const burst = await Promise.all(Array.from({ length: 40 }, deleteProduct));
    for (let i = 0; i < 20; i++) burst.push(await deleteProduct());
    expect(burst.every((r) => r.statusCode === 403 && r.json().error.code === 'permission_denied')).toBe(
      true,
    );
    const codes = await app.inject({ url: '/api/admin/codes', headers: packer });
    expect(codes.statusCode).toBe(403);

    const entries = await refusedEntries();
    expect(entries).toHaveLength(2);
    const byPermission = Object.fromEntries(entries.map((e) => [e.after?.permission, e]));
    expect(byPermission['catalog.write']).toMatchObject({
      times: 60,
      after: { route: 'DELETE /api/admin/products/harmattan-tour-tee', role: 'fulfilment' },
    });
    expect(byPermission.codes).toMatchObject({ times: 1 });

    // An hour on, the next refusal opens an entry of its own.
    clock = new Date(clock.getTime() + 61 * 60 * 1000);
    vi.setSystemTime(clock);
    expect((await deleteProduct()).statusCode).toBe(403);
    const later = await refusedEntries();
    expect(later).toHaveLength(3);
    expect(later[0]).toMatchObject({ times: 1, after: { permission: 'catalog.write' } });
  });
});
