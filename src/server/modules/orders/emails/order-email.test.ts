import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PlacedOrder, PublicOrder } from '../../../../domain/orders/order';
import { startSmtpServer, type TestSmtpServer } from '../../../testing/smtp-server';
import { signedInHeaders, staffApp } from '../../../testing/staff';
import { describeEachEngine, testConfig } from '../../../testing/test-app';

describeEachEngine('order emails over SMTP', (engine) => {
  let app: FastifyInstance;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    // The server refuses the first recipient once, as a busy mail server does: the email is retried.
    smtp = await startSmtpServer({ refuse: 1 });
    const base = testConfig();
    app = await staffApp(engine, {
      mail: { ...base.mail, smtpUrl: smtp.url, shopEmail: 'orders@shop.example', pollSeconds: 1 },
      shop: { ...base.shop, contactEmail: 'hello@temivale.example' },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('sends the shopper a confirmation and the shop a notice, and says so on the order', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        lines: [{ productId: 'signature-dad-cap', color: 'Black', size: 'One Size', quantity: 1 }],
        contact: {
          email: 'Chidi@Example.com',
          phone: '08051234567',
          firstName: 'Chidi',
          lastName: 'Eze',
          address: '3 Broad Street',
          apartment: '',
          country: 'Nigeria',
          state: 'Lagos',
          city: 'Lagos Island',
          postalCode: '',
        },
        shippingMethod: 'pickup',
        position: { lat: 6.45, long: 3.39 },
        paymentMethod: 'pay_on_delivery',
      },
    });
    expect(response.statusCode).toBe(201);
    const placed = response.json() as PlacedOrder;
    const { number } = placed.order;
    // The order's kick has made the first attempt. From here the test alone sends, on its own
    // clock: the worker, on the real clock, could be mid-send of a row whose lease the test's later
    // clock has already ended, and both would send it.
    await app.outbox.stop();

    // The refused attempt is retried with back-off: step the clock forward an hour per look.
    let hours = 0;
    await expect
      .poll(
        async () => {
          hours += 1;
          await app.outbox.sendDue(new Date(Date.now() + hours * 60 * 60 * 1000));
          return smtp.received.length;
        },
        { timeout: 10_000 },
      )
      .toBe(2);
    const toShopper = smtp.received.find((mail) =>
      mail.to.some((to) => to.toLowerCase() === 'chidi@example.com'),
    );
    const toShop = smtp.received.find((mail) => mail.to.includes('orders@shop.example'));
    expect(toShopper?.raw).toContain(`Subject: Your order ${number} is confirmed`);
    expect(toShopper?.raw).toContain(placed.confirmationPath.split('?')[0]);
    expect(toShop?.raw).toContain(`New order ${number}`);

    const shown = (
      await app.inject({ method: 'GET', url: `/api${placed.confirmationPath}` })
    ).json() as PublicOrder;
    expect(shown.emailSent).toBe(true);
    expect(shown.pickup).toEqual({
      address: 'Lekki Phase 1 Estate, Lekki, Lagos',
      hours: testConfig().shop.pickup.hours,
    });

    // From the artist, with a reply address and a plain-text part beside the HTML.
    expect(toShopper?.raw).toMatch(/^From: Temi Vale <shop@stagefront\.local>/m);
    expect(toShopper?.raw).toMatch(/^Reply-To: hello@temivale\.example/m);
    expect(toShopper?.raw).toContain('multipart/alternative');
    expect(toShopper?.raw).toContain('text/plain');
    expect(toShopper?.raw).toContain('text/html');

    // Staff mark it paid, then fulfilled: the shopper hears of each.
    const staff = await signedInHeaders(app);
    for (const action of ['mark_paid', 'fulfil']) {
      const acted = await app.inject({
        method: 'POST',
        url: `/api/admin/orders/${number}/actions`,
        headers: staff,
        payload: { action },
      });
      expect(acted.statusCode, acted.body).toBe(200);
    }
    await expect
      .poll(
        async () => {
          // Now, not later: a later clock would take over the worker's leases and send twice.
          await app.outbox.sendDue(new Date());
          return smtp.received.length;
        },
        { timeout: 10_000 },
      )
      .toBe(4);
    const subjects = smtp.received.slice(2).map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1]);
    expect(subjects.sort()).toEqual([
      `Order ${number} is ready for pickup`,
      `Payment received for order ${number}`,
    ]);
  });
});
