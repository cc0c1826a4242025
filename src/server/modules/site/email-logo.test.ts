import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_LOGO_PATH } from '../../../domain/content/logo';
import { testApp } from '../../testing/test-app';

describe('the logo for order emails', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp('pglite', { demoContent: false });
  });
  afterAll(() => app.close());

  it('is the artist’s logo as a 360 px PNG, which mail clients show where they would not show SVG', async () => {
    const response = await app.inject(EMAIL_LOGO_PATH);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const { format, width } = await sharp(response.rawPayload).metadata();
    expect(format).toBe('png');
    expect(width).toBe(360);
  });

  it('may be shown by a webmail on another origin, while the site’s other answers keep to their own', async () => {
    const logo = await app.inject(EMAIL_LOGO_PATH);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const page = await app.inject('/api/shop');
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('answers what the shop tells shoppers: pickup point, hours and contact', async () => {
    const response = await app.inject('/api/shop');
    expect(response.json()).toEqual({
      pickup: { address: 'Lekki Phase 1 Estate, Lekki, Lagos', hours: 'Monday to Saturday, 10 am to 6 pm' },
      contactEmail: null,
    });
  });
});
