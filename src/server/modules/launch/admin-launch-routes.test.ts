import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import releasesJson from '../../../../content/releases.json';
import siteJson from '../../../../content/site.json';
import { loadConfig } from '../../config';
import { DEMO_ARTIST_NAME, DEMO_RELEASES } from '../../seed/demo-catalog';
import { startSmtpServer, TEST_SMTP_PASSWORD, type TestSmtpServer } from '../../testing/smtp-server';
import { STAFF, signedInHeaders, staffApp } from '../../testing/staff';
import { describeEachEngine } from '../../testing/test-app';

type Checklist = {
  version: string;
  items: { id: string; done: boolean; detail: string }[];
  emailTest: { to: string; via: string; target: string; failure: string | null } | null;
};

async function checklist(
  app: FastifyInstance,
  headers?: { cookie: string; origin: string },
): Promise<Checklist> {
  const response = await app.inject({
    url: '/api/admin/launch',
    headers: headers ?? (await signedInHeaders(app)),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const done = (list: Checklist) => Object.fromEntries(list.items.map((item) => [item.id, item.done]));
const detail = (list: Checklist, id: string) => list.items.find((item) => item.id === id)?.detail;

describeEachEngine('the launch checklist', (engine) => {
  let demo: FastifyInstance;
  let configured: FastifyInstance;
  beforeAll(async () => {
    demo = await staffApp(engine);
    const live = loadConfig({
      PAYSTACK_SECRET_KEY: 'sk_live_0123456789abcdef',
      SENDSTACK_APP_ID: 'app',
      SENDSTACK_APP_SECRET: 'secret',
      SMTP_URL: 'smtp://mail.example.com:587',
    });
    configured = await staffApp(engine, {
      payment: live.payment,
      delivery: live.delivery,
      mail: { ...live.mail, outboxDir: null },
      publicUrl: 'https://shop.example.com',
      shop: {
        ...live.shop,
        pickup: { address: '14 Adeola Odeku Street, Victoria Island', hours: 'Weekdays, 10 am to 5 pm' },
      },
    });
  }, 120_000);
  afterAll(async () => {
    await demo?.close();
    await configured?.close();
  });

  it('leaves every step open on the demo shop, and names the running release', async () => {
    const list = await checklist(demo);
    expect(list.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(done(list)).toEqual({
      artist: false,
      products: false,
      'demo-staff': false,
      pickup: false,
      payment: false,
      delivery: false,
      email: false,
      https: false,
      backups: false,
    });
    expect(detail(list, 'artist')).toContain(
      "the demo artist's name, the built-in logo and 10 demo releases",
    );
    expect(detail(list, 'pickup')).toContain("demo's address in Lekki");
  });

  it('ticks what the settings and the catalogue have made real, and only that', async () => {
    const headers = await signedInHeaders(configured);
    const products = (await configured.inject({ url: '/api/admin/products', headers })).json() as {
      id: string;
    }[];
    for (const { id } of products) {
      const removed = await configured.inject({
        method: 'DELETE',
        url: `/api/admin/products/${id}`,
        headers,
      });
      expect(removed.statusCode).toBeLessThan(300);
    }
    const emptied = await checklist(configured);
    expect(done(emptied)).toEqual({
      artist: false,
      products: false,
      'demo-staff': false,
      pickup: true,
      payment: true,
      delivery: true,
      email: false,
      https: true,
      backups: false,
    });
    // No demo product left is not a shop: one of its own must be on sale.
    expect(detail(emptied, 'products')).toBe('No product of your own is on sale yet: add your first.');
    expect(detail(emptied, 'email')).toBe(
      'Order emails go through mail.example.com:587: send yourself a test email to see that they arrive.',
    );
    const added = await configured.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers,
      payload: {
        name: 'Tour Cap',
        price: 1_500_000,
        collection: 'essentials',
        colors: ['Black'],
        sizes: ['One Size'],
      },
    });
    expect(added.statusCode).toBe(201);
    const stocked = await checklist(configured);
    expect(done(stocked).products).toBe(true);
    expect(detail(stocked, 'products')).toBe(
      "1 product of your own is on sale, and none of the demo's is left.",
    );
  }, 120_000);

  it('is for staff only', async () => {
    expect((await demo.inject('/api/admin/launch')).statusCode).toBe(401);
    expect((await demo.inject({ method: 'POST', url: '/api/admin/launch/test-email' })).statusCode).toBe(401);
  });
});

describeEachEngine('a test email from the admin', (engine) => {
  let smtp: TestSmtpServer;
  let app: FastifyInstance;
  let owner: { cookie: string; origin: string };
  const send = (headers = owner, target = app) =>
    target.inject({ method: 'POST', url: '/api/admin/launch/test-email', headers });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const base = loadConfig({ SMTP_URL: smtp.url });
    app = await staffApp(engine, { mail: { ...base.mail, outboxDir: null } });
    owner = await signedInHeaders(app);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await smtp.close();
  });

  it('goes to the signed-in owner at once, through the mail server, not the outbox; the checklist records it', async () => {
    const target = new URL(smtp.url).host;
    expect(detail(await checklist(app, owner), 'email')).toContain('send yourself a test email');
    const response = await send();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      test: { to: STAFF.email, at: expect.any(String), via: 'smtp', target, failure: null },
    });
    // Taken by the server before the answer came, with nothing queued in the outbox.
    expect(smtp.received.map((mail) => mail.to)).toEqual([[STAFF.email]]);
    expect(smtp.received[0]?.raw).toContain('Subject: Test email from the Temi Vale shop');
    const queued = (await app.database.db.execute(sql`SELECT count(*)::int AS n FROM email_outbox`)) as {
      rows: { n: number }[];
    };
    expect(queued.rows[0]?.n).toBe(0);
    const list = await checklist(app, owner);
    expect(done(list).email).toBe(true);
    expect(detail(list, 'email')).toBe(
      `Order emails go through ${target}; a test email to ${STAFF.email} was taken by it.`,
    );
    expect(list.emailTest).toMatchObject({ to: STAFF.email, via: 'smtp', target, failure: null });
  });

  it('is the owner’s: a manager is refused', async () => {
    const manager = await signedInHeaders(app, { role: 'manager' });
    const refused = await send(manager);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('permission_denied');
  }, 60_000);

  it('says in plain words why the mail server did not take it, and the checklist says so too', async () => {
    const wrong = loadConfig({ SMTP_URL: smtp.url.replace(TEST_SMTP_PASSWORD, 'not-the-password') });
    const refusing = await staffApp(engine, { mail: { ...wrong.mail, outboxDir: null } });
    try {
      const target = new URL(smtp.url).host;
      const headers = await signedInHeaders(refusing);
      const failed = await send(headers, refusing);
      expect(failed.statusCode).toBe(502);
      expect(failed.json().error).toMatchObject({
        code: 'mail_failed',
        message: expect.stringContaining(
          `The mail server at ${target} refused the user name or password in SMTP_URL.`,
        ),
      });
      expect(failed.body).not.toContain('not-the-password');
      const list = await checklist(refusing, headers);
      expect(done(list).email).toBe(false);
      expect(detail(list, 'email')).toContain(
        `The last test email to ${STAFF.email} failed: The mail server at ${target} refused`,
      );
    } finally {
      await refusing.close();
    }
  }, 120_000);
});

it('knows the demo artist by the name and the releases the demo content gives it', () => {
  expect(DEMO_ARTIST_NAME).toBe(siteJson.artistName);
  expect(DEMO_RELEASES).toEqual(releasesJson.map((release) => [release.slug, release.releaseDate]));
});
