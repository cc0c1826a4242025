import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newsletterListSchema } from '../../../domain/newsletter/contract';
import { signedInHeaders, staffApp } from '../../testing/staff';
import { describeEachEngine } from '../../testing/test-app';

describeEachEngine('admin newsletter API', (engine) => {
  let app: FastifyInstance;
  let headers: { cookie: string; origin: string };
  beforeAll(async () => {
    app = await staffApp(engine);
    headers = await signedInHeaders(app);
    for (const email of ['early@example.com', '-2+3@example.com', 'late@example.com']) {
      const response = await app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } });
      expect(response.statusCode).toBe(200);
    }
  });
  afterAll(() => app.close());

  it.each(['/api/admin/newsletter', '/api/admin/newsletter.csv'])('%s needs a session', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'unauthorized', message: 'Please sign in.' } });
  });

  it('lists the count and every subscriber, newest first', async () => {
    const response = await app.inject({ url: '/api/admin/newsletter', headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const list = newsletterListSchema.parse(response.json());
    expect(list.count).toBe(3);
    expect(list.subscribers.map((s) => s.email)).toEqual([
      'late@example.com',
      '-2+3@example.com',
      'early@example.com',
    ]);
  });

  it('exports a dated CSV attachment with formulas defused', async () => {
    const response = await app.inject({ url: '/api/admin/newsletter.csv', headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="newsletter-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('email,subscribed_at');
    expect(lines.slice(1, -1).map((line) => line.split(',')[0])).toEqual([
      'late@example.com',
      "'-2+3@example.com",
      'early@example.com',
    ]);
    for (const line of lines.slice(1, -1)) {
      expect(line).toMatch(/,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    }
    expect(lines.at(-1)).toBe('');
  });
});
