import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newestEntry } from '../../testing/activity';
import { pickupOrder, placeOrder } from '../../testing/order-fixtures';
import { registeredRoutes } from '../../testing/routes';
import { STAFF, signedInHeaders, staffApp } from '../../testing/staff';
import { describeEachEngine } from '../../testing/test-app';

/**
 * Every staff write under /api/admin, and the action its entry is tested under (in this folder's
 * tests). A new write route fails the first test below until it records its entry and is added here.
 */
const WRITE_ROUTES: Record<string, string> = {
  'POST /api/admin/products': 'product.create',
  'PUT /api/admin/products/:id': 'product.update',
  'DELETE /api/admin/products/:id': 'product.delete',
  'POST /api/admin/products/:id/archive': 'product.archive (catalog/product-archive.test.ts)',
  'POST /api/admin/products/:id/restore': 'product.restore (catalog/product-archive.test.ts)',
  'POST /api/admin/products/:id/stock': 'stock.adjust',
  'POST /api/admin/collections': 'collection.create',
  'PUT /api/admin/collections/:id': 'collection.update',
  'DELETE /api/admin/collections/:id': 'collection.delete',
  'POST /api/admin/categories': 'category.create',
  'PUT /api/admin/categories/:id': 'category.update',
  'DELETE /api/admin/categories/:id': 'category.delete',
  'POST /api/admin/uploads': 'upload.create',
  'POST /api/admin/orders/:number/actions': 'order.mark_paid, order.cancel',
  'POST /api/admin/orders/:number/adjustments': 'order.cancellation, order.return, order.refund',
  'POST /api/admin/orders/:number/adjustments/:id/check':
    'order.refund_check (orders/refunds/refund-check.test.ts)',
  'POST /api/admin/orders/:number/extra-payments/:reference/refund':
    'order.extra_payment_refund (orders/paying/paid-twice.test.ts)',
  'POST /api/admin/orders/:number/extra-payments/:reference/check':
    'order.extra_payment_check (orders/paying/paid-twice.test.ts)',
  'POST /api/admin/staff': 'staff.create',
  'PUT /api/admin/staff/:id/role': 'staff.role_change (auth/staff/staff-roles.test.ts)',
  'POST /api/admin/staff/:id/deactivate': 'staff.deactivate',
  'POST /api/admin/staff/:id/reactivate': 'staff.reactivate',
  'PUT /api/admin/account/password': 'staff.password_change',
  'POST /api/admin/account/two-factor/setup': 'none: a secret waiting for its first code changes nothing yet',
  'POST /api/admin/account/two-factor/confirm': 'staff.two_factor_on (auth/two-factor/two-factor.test.ts)',
  'POST /api/admin/account/two-factor/recovery-codes': 'staff.recovery_codes',
  'DELETE /api/admin/account/two-factor': 'staff.two_factor_off',
  'POST /api/admin/account/confirm-it-is-you': 'none: the session counts as recent, nothing is changed',
  'POST /api/admin/account/passkeys/options': 'none: a challenge for the browser, nothing kept but it',
  'POST /api/admin/account/passkeys': 'staff.passkey_add',
  'DELETE /api/admin/account/passkeys/:id': 'staff.passkey_remove',
  'POST /api/admin/account/confirm-it-is-you/passkey/options':
    'none: a challenge for the browser, nothing kept but it',
  'POST /api/admin/account/confirm-it-is-you/passkey':
    'none: the session counts as recent, nothing is changed',
  'PUT /api/admin/security': 'settings.two_factor_required (auth/two-factor/two-factor-required.test.ts)',
  'DELETE /api/admin/staff/:id/two-factor': 'staff.two_factor_reset (auth/two-factor/two-factor.test.ts)',
  'POST /api/admin/invitations': 'staff.invite (auth/invitations/invitation-routes.test.ts)',
  'DELETE /api/admin/invitations/:id': 'staff.invitation_cancel (auth/invitations/invitation-routes.test.ts)',
  'DELETE /api/admin/account/sessions/:id': 'staff.session_end (auth/sessions/device-sessions.test.ts)',
  'POST /api/admin/account/sessions/end-others':
    'staff.sessions_end_others (auth/sessions/device-sessions.test.ts)',
  'DELETE /api/admin/staff/:id/sessions': 'staff.sessions_end (auth/sessions/device-sessions.test.ts)',
  'PUT /api/admin/site': 'content.site',
  'POST /api/admin/releases': 'content.release.create',
  'PUT /api/admin/releases/:slug': 'content.release.update',
  'DELETE /api/admin/releases/:slug': 'content.release.delete',
  'PUT /api/admin/pages/:slug': 'content.page (content/admin-policy-routes.test.ts)',
  'DELETE /api/admin/pages/:slug': 'content.page_reset (content/admin-policy-routes.test.ts)',
  'POST /api/admin/pages/preview': 'none: draws the page’s markdown and keeps nothing',
  'POST /api/admin/newsletter/remove': 'newsletter.remove (newsletter/admin-newsletter-routes.test.ts)',
  'POST /api/admin/broadcasts': 'newsletter.broadcast (broadcasts/admin-broadcast-routes.test.ts)',
  'POST /api/admin/broadcasts/preview': 'none: draws the email and keeps nothing',
  'POST /api/admin/broadcasts/test': 'none: sends the email to oneself and keeps nothing',
  'POST /api/admin/shows': 'show.create (tour/tour.test.ts)',
  'PUT /api/admin/shows/:id': 'show.update (tour/tour.test.ts)',
  'DELETE /api/admin/shows/:id': 'show.delete (tour/tour.test.ts)',
  'POST /api/admin/codes': 'code.create (codes/admin-code-routes.test.ts)',
  'POST /api/admin/codes/batch': 'code.batch (codes/admin-code-routes.test.ts)',
  'POST /api/admin/codes/:id/actions': 'code.pause, code.resume, code.end (codes/admin-code-routes.test.ts)',
  'POST /api/admin/backups': 'backup.take (backups/admin-backup-routes.test.ts)',
  'POST /api/admin/launch/test-email': 'none: sends an email to oneself and keeps only when it went',
  'POST /api/admin/fans/erase': 'newsletter.erase_person (newsletter/admin-fan-routes.test.ts)',
};

describeEachEngine('activity log: every staff write', (engine) => {
  let app: FastifyInstance;
  let headers: { cookie: string; origin: string };
  beforeAll(async () => {
    app = await staffApp(engine);
    headers = await signedInHeaders(app);
  });
  afterAll(() => app.close());

  it('knows every write route under /api/admin, so a new one without its entry fails here', async () => {
    await app.ready();
    const writes = registeredRoutes(app)
      .filter((route) => route.url.startsWith('/api/admin/') || route.url === '/api/admin')
      .filter((route) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method))
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(writes.length).toBeGreaterThan(15);
    expect(writes).toEqual(Object.keys(WRITE_ROUTES).sort());
  });

  it('records units cancelled and money refunded by staff, with the amount refunded before and after', async () => {
    const line = { productId: 'harmattan-tour-tee', color: 'Black', size: 'M', quantity: 2 };
    const placed = await placeOrder(app, pickupOrder([line]));
    expect(placed.statusCode, placed.body).toBe(201);
    const { number, totalKobo } = (placed.json() as { order: { number: string; totalKobo: number } }).order;
    const paid = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${number}/actions`,
      headers,
      payload: { action: 'mark_paid' },
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const refund = Math.min(100_000, totalKobo);
    const adjusted = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${number}/adjustments`,
      headers,
      payload: {
        requestKey: `activity-${engine}-refund`,
        lines: [{ position: 0, quantity: 1, restock: true }],
        amountKobo: refund,
        method: 'manual',
        note: 'Wrong size',
      },
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    const entry = await newestEntry(app, headers, 'order.cancellation');
    expect(entry).toMatchObject({
      staffEmail: STAFF.email,
      subject: 'order',
      subjectId: number,
      before: { refundedKobo: 0 },
      after: { refundedKobo: refund, refundMethod: 'manual' },
    });
    expect(entry?.summary).toContain(`order ${number}`);
    expect(entry?.summary).toContain('Wrong size');
  });
});
