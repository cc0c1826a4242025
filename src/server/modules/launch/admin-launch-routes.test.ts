import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import siteJson from '../../../../content/site.json';
import { loadConfig } from '../../config';
import { DEMO_ARTIST_NAME } from '../../seed/demo-catalog';
import { signedInHeaders, staffApp } from '../../testing/staff';
import { describeEachEngine } from '../../testing/test-app';

type Checklist = { version: string; items: { id: string; done: boolean; detail: string }[] };

async function checklist(app: FastifyInstance): Promise<Checklist> {
  const response = await app.inject({ url: '/api/admin/launch', headers: await signedInHeaders(app) });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const done = (list: Checklist) => Object.fromEntries(list.items.map((item) => [item.id, item.done]));

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
    });
  });
  afterAll(async () => {
    await demo.close();
    await configured.close();
  });

  it('leaves every step open on the demo shop, and names the running release', async () => {
    const list = await checklist(demo);
    expect(list.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(done(list)).toEqual({
      artist: false,
      'demo-products': false,
      'demo-staff': false,
      payment: false,
      delivery: false,
      email: false,
      https: false,
      backups: false,
    });
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
    expect(done(await checklist(configured))).toEqual({
      artist: false,
      'demo-products': true,
      'demo-staff': false,
      payment: true,
      delivery: true,
      email: true,
      https: true,
      backups: false,
    });
  });

  it('is for staff only', async () => {
    expect((await demo.inject('/api/admin/launch')).statusCode).toBe(401);
  });
});

it('knows the demo artist by the name the demo content gives it', () => {
  expect(DEMO_ARTIST_NAME).toBe(siteJson.artistName);
});
