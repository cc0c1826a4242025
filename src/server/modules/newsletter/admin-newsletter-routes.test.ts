import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newsletterListSchema } from '../../../domain/newsletter/contract';
import { SUBSCRIPTION_MESSAGES } from '../../../domain/newsletter/newsletter';
import { signedInHeaders, staffApp } from '../../testing/staff';
import { describeEachEngine } from '../../testing/test-app';
import { signUp } from './subscribers';

describeEachEngine('admin newsletter API', (engine) => {
  let app: FastifyInstance;
  let headers: { cookie: string; origin: string };
  beforeAll(async () => {
    app = await staffApp(engine);
    headers = await signedInHeaders(app);
    // Three confirmed, one still waiting for its confirmation.
    for (const email of [
      'early@example.com',
      '-2+3@example.com',
      'late@example.com',
      'waiting@example.com',
    ]) {
      await signUp(app.database.db, {
        email,
        source: 'footer',
        words,
        confirmFirst: email === 'waiting@example.com',
      });
    }
  });
  afterAll(() => app.close());
  const words = 'News, drops and tour dates. I can unsubscribe at any time.';

  it.each(['/api/admin/newsletter', '/api/admin/newsletter.csv'])('%s needs a session', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'unauthorized', message: 'Please sign in.' } });
  });

  it('lists every address with its status and consent, newest first, counting the confirmed', async () => {
    const response = await app.inject({ url: '/api/admin/newsletter', headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const list = newsletterListSchema.parse(response.json());
    expect(list.count).toBe(3);
    expect(list.subscribers.map((s) => [s.email, s.status])).toEqual([
      ['waiting@example.com', 'pending'],
      ['late@example.com', 'confirmed'],
      ['-2+3@example.com', 'confirmed'],
      ['early@example.com', 'confirmed'],
    ]);
    expect(list.subscribers[0]).toMatchObject({ source: 'footer', consentWords: words });
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
    expect(lines[0]).toBe('email,subscribed_at,source,consented_at,consent_words,confirmed_at');
    expect(lines.slice(1, -1).map((line) => line.split(',')[0])).toEqual([
      'late@example.com',
      "'-2+3@example.com",
      'early@example.com',
    ]);
    for (const line of lines.slice(1, -1)) {
      expect(line).toMatch(/^[^,]+,\d{4}-\d{2}-\d{2}T[^,]+,footer,/);
    }
    expect(lines.at(-1)).toBe('');
  });

  it('removes an address on request, in the activity log, and says when it is not there', async () => {
    const remove = (email: string, withSession = true) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/newsletter/remove',
        headers: withSession ? headers : {},
        payload: { email },
      });
    expect((await remove('early@example.com', false)).statusCode).toBe(401);
    const removed = await remove(' Early@Example.com ');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: SUBSCRIPTION_MESSAGES.removed });
    const again = await remove('early@example.com');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      error: { code: 'not_found', message: 'That address is not on the list.' },
    });
    const list = newsletterListSchema.parse(
      (await app.inject({ url: '/api/admin/newsletter', headers })).json(),
    );
    expect(list.subscribers.map((s) => s.email)).not.toContain('early@example.com');
    const activity = await app.inject({ url: '/api/admin/activity?subject=newsletter', headers });
    expect(JSON.stringify(activity.json())).toContain('Removed early@example.com from the newsletter list');
  });
});
