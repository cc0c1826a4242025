import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_PICKUP_HOURS } from '../../../domain/checkout/checkout';
import type { AdminSite } from '../../../domain/content/site-in-force';
import { loadConfig } from '../../config';
import { signedInHeaders, staffApp } from '../../testing/staff';
import { describeEachEngine } from '../../testing/test-app';

/**
 * Admin → Site shows the contact address and pickup point shoppers are given now, and where each
 * comes from, even while the settings leave them empty: never a blank that hides what shoppers see.
 */
describeEachEngine('site settings in force', (engine) => {
  let app: FastifyInstance;
  let headers: { cookie: string; origin: string };
  beforeAll(async () => {
    // The demo's server names a contact address; a blank pickup time is no setting.
    const { shop } = loadConfig({
      DEMO_CONTENT: 'true',
      SHOP_CONTACT_EMAIL: 'orders@temivale.example',
      SHOP_PICKUP_HOURS: ' ',
    });
    app = await staffApp(engine, { shop });
    headers = await signedInHeaders(app);
  });
  afterAll(() => app.close());

  const server = {
    contactEmail: { value: 'orders@temivale.example', source: 'environment' },
    pickupAddress: { value: 'Lekki Phase 1 Estate, Lekki, Lagos', source: 'default' },
    pickupHours: { value: DEFAULT_PICKUP_HOURS, source: 'default' },
  };

  it('answers the values in force, from the environment or built in, while the settings are empty', async () => {
    const response = await app.inject({ url: '/api/admin/site', headers });
    expect(response.statusCode).toBe(200);
    const site = response.json() as AdminSite;
    expect(site.contactEmail ?? '').toBe('');
    expect(site.inForce).toEqual(server);
    expect(site.fallback).toEqual(server);
    expect((await app.inject('/api/shop')).json()).toEqual({
      pickup: { address: server.pickupAddress.value, hours: server.pickupHours.value },
      contactEmail: server.contactEmail.value,
    });
  });

  it('answers a value staff set as in force from the settings, with what an empty one falls back to', async () => {
    const {
      inForce: _,
      fallback: __,
      ...site
    } = (await app.inject({ url: '/api/admin/site', headers })).json() as AdminSite;
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/admin/site',
      headers,
      payload: { ...site, pickup: { address: '', hours: 'Saturdays, noon to 4pm' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const answer = saved.json() as AdminSite;
    expect(answer.inForce).toEqual({
      ...server,
      pickupHours: { value: 'Saturdays, noon to 4pm', source: 'site' },
    });
    expect(answer.fallback).toEqual(server);
    expect((await app.inject({ url: '/api/admin/site', headers })).json().inForce).toEqual(answer.inForce);
    expect((await app.inject('/api/shop')).json().pickup.hours).toBe('Saturdays, noon to 4pm');
  });
});
