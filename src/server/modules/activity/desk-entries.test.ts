import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Release } from '../../../domain/content/releases';
import type { SiteSettings } from '../../../domain/content/site';
import { activityPage, newestEntry } from '../../testing/activity';
import { pickupOrder, placeOrder } from '../../testing/order-fixtures';
import { login, ORIGIN, STAFF, sessionCookieOf, signedInHeaders, staffApp } from '../../testing/staff';
import { describeEachEngine } from '../../testing/test-app';
import { uploadPng } from '../../testing/uploads';

describeEachEngine('activity log: content, staff, orders and uploads', (engine) => {
  let app: FastifyInstance;
  let headers: { cookie: string; origin: string };
  beforeAll(async () => {
    app = await staffApp(engine);
    headers = await signedInHeaders(app);
  });
  afterAll(() => app.close());

  const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = headers) =>
    app.inject({ method, url: `/api/admin${url}`, headers: as, ...(payload ? { payload } : {}) });

  describe('content', () => {
    it('records the site settings saved, with the settings that changed', async () => {
      const site = (await app.inject({ url: '/api/admin/site', headers })).json() as SiteSettings;
      const saved = await write('PUT', '/site', {
        ...site,
        siteDescription: 'Live in Lagos, one night only',
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await newestEntry(app, headers, 'content.site')).toMatchObject({
        staffEmail: STAFF.email,
        subject: 'site',
        summary: 'Updated the site settings: site description',
        before: { siteDescription: site.siteDescription },
        after: { siteDescription: 'Live in Lagos, one night only' },
      });
    });

    it('records a release added, updated and deleted', async () => {
      const first = (await app.inject({ url: '/api/admin/releases/first-light', headers })).json() as Release;
      const copy = { ...first, slug: 'first-light-live', title: 'First Light (Live)' };
      expect((await write('POST', '/releases', copy)).statusCode).toBe(201);
      expect(await newestEntry(app, headers, 'content.release.create')).toMatchObject({
        subject: 'release',
        subjectId: 'first-light-live',
        summary: 'Added release First Light (Live)',
        after: { title: 'First Light (Live)' },
      });
      const renamed = await write('PUT', '/releases/first-light-live', { ...copy, slug: 'first-light-2026' });
      expect(renamed.statusCode).toBe(200);
      expect(await newestEntry(app, headers, 'content.release.update')).toMatchObject({
        subjectId: 'first-light-2026',
        summary: 'Updated release First Light (Live): web address',
        before: { slug: 'first-light-live' },
        after: { slug: 'first-light-2026' },
      });
      expect((await write('DELETE', '/releases/first-light-2026')).statusCode).toBe(204);
      expect(await newestEntry(app, headers, 'content.release.delete')).toMatchObject({
        summary: 'Deleted release First Light (Live)',
        before: { slug: 'first-light-2026' },
        after: null,
      });
    });
  });

  it('records staff accounts added, deactivated, reactivated and passwords changed, never a password', async () => {
    const added = await write('POST', '/staff', {
      email: 'merch.lead@example.com',
      password: 'a-long-Password-9',
    });
    expect(added.statusCode).toBe(201);
    const { id } = added.json() as { id: string };
    expect(await newestEntry(app, headers, 'staff.create')).toMatchObject({
      staffEmail: STAFF.email,
      subject: 'staff',
      subjectId: id,
      summary: 'Added staff account merch.lead@example.com as fulfilment',
    });

    const theirs = {
      cookie: sessionCookieOf(
        await login(app, { email: 'merch.lead@example.com', password: 'a-long-Password-9' }),
      ),
      origin: ORIGIN,
    };
    const changed = await write(
      'PUT',
      '/account/password',
      { currentPassword: 'a-long-Password-9', newPassword: 'second-Password-55' },
      theirs,
    );
    expect(changed.statusCode).toBe(204);
    expect(await newestEntry(app, headers, 'staff.password_change')).toMatchObject({
      staffEmail: 'merch.lead@example.com',
      subjectId: id,
    });

    expect((await write('POST', `/staff/${id}/deactivate`)).statusCode).toBe(204);
    expect(await newestEntry(app, headers, 'staff.deactivate')).toMatchObject({
      staffEmail: STAFF.email,
      subjectId: id,
      before: { active: true },
      after: { active: false },
    });
    expect((await write('POST', `/staff/${id}/reactivate`)).statusCode).toBe(204);
    expect(await newestEntry(app, headers, 'staff.reactivate')).toMatchObject({ after: { active: true } });

    const everything = JSON.stringify(await activityPage(app, headers, 'subject=staff'));
    for (const secret of ['a-long-Password-9', 'second-Password-55', 'scrypt']) {
      expect(everything).not.toContain(secret);
    }
  });

  it('records orders marked paid and cancelled by staff, and not the shop placing them', async () => {
    const before = (await activityPage(app, headers)).total;
    const line = { productId: 'harmattan-tour-tee', color: 'Black', size: 'M', quantity: 1 };
    const placed = [await placeOrder(app, pickupOrder([line])), await placeOrder(app, pickupOrder([line]))];
    for (const response of placed) expect(response.statusCode, response.body).toBe(201);
    const [kept, dropped] = placed.map(
      (response) => (response.json() as { order: { number: string } }).order.number,
    );
    expect((await activityPage(app, headers)).total).toBe(before);

    const paid = await write('POST', `/orders/${kept}/actions`, {
      action: 'mark_paid',
      note: 'Cash at the desk',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await newestEntry(app, headers, 'order.mark_paid')).toMatchObject({
      staffEmail: STAFF.email,
      subject: 'order',
      subjectId: kept,
      summary: `Marked order ${kept} paid: Cash at the desk`,
      before: { status: 'awaiting_payment', paymentConfirmed: false },
      after: { status: 'paid', paymentConfirmed: true },
    });

    const cancelled = await write('POST', `/orders/${dropped}/actions`, {
      action: 'cancel',
      note: 'Asked by phone',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await newestEntry(app, headers, 'order.cancel')).toMatchObject({
      subjectId: dropped,
      summary: `Cancelled order ${dropped}: Asked by phone`,
      before: { status: 'awaiting_payment' },
      after: { status: 'cancelled' },
    });

    // Refused: a cancelled order cannot be marked paid. Nothing is recorded.
    const total = (await activityPage(app, headers)).total;
    expect((await write('POST', `/orders/${dropped}/actions`, { action: 'mark_paid' })).statusCode).toBe(409);
    expect((await activityPage(app, headers)).total).toBe(total);
  });

  it('records a pickup order made ready and collected with its code, never the code itself, in words', async () => {
    const line = { productId: 'harmattan-tour-tee', color: 'Black', size: 'M', quantity: 1 };
    const response = await placeOrder(app, pickupOrder([line]));
    expect(response.statusCode, response.body).toBe(201);
    const { number, pickupCode } = (response.json() as { order: { number: string; pickupCode: string } })
      .order;

    const ready = await write('POST', `/orders/${number}/actions`, { action: 'fulfil', note: 'Bagged' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(await newestEntry(app, headers, 'order.fulfil')).toMatchObject({
      staffEmail: STAFF.email,
      subject: 'order',
      subjectId: number,
      summary: `Marked order ${number} fulfilled: Bagged`,
      before: { status: 'awaiting_payment' },
      after: { status: 'fulfilled' },
    });
    expect(JSON.stringify(await newestEntry(app, headers, 'order.fulfil'))).not.toContain(pickupCode);

    const collected = await write('POST', `/orders/${number}/actions`, {
      action: 'collect',
      code: pickupCode,
    });
    expect(collected.statusCode, collected.body).toBe(200);
    const entry = await newestEntry(app, headers, 'order.collect');
    expect(entry).toMatchObject({ subjectId: number, summary: `Marked order ${number} collected` });
    // Collected, in words: not the database statement that wrote the moment; paid on delivery,
    // the money was taken at the counter as it was handed over.
    expect(entry?.before).toMatchObject({ paymentConfirmed: false });
    expect(entry?.after).toEqual({ status: 'fulfilled', paymentConfirmed: true, collected: true });
    expect(JSON.stringify(entry)).not.toContain(pickupCode);
  });

  it('records images uploaded, with their addresses', async () => {
    const response = await uploadPng(app, headers, 'Poster.png', { width: 600, height: 400 });
    expect(response.statusCode, response.body).toBe(201);
    const { urls } = response.json() as { urls: string[] };
    expect(await newestEntry(app, headers, 'upload.create')).toMatchObject({
      subject: 'upload',
      summary: 'Uploaded an image: Poster.png',
      after: { urls },
    });
  });
});
