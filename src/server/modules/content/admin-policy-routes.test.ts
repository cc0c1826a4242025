import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminPolicy, PolicyPage } from '../../../domain/policies/policies';
import { newestEntry } from '../../testing/activity';
import { signedInHeaders, staffApp } from '../../testing/staff';
import { describeEachEngine } from '../../testing/test-app';

/**
 * The policy and info pages: each starts with default text from the shop's facts, staff edit it in
 * markdown, and fans are sent it as HTML the server drew and made safe (decision 0059).
 */
describeEachEngine('policy and info pages', (engine) => {
  let app: FastifyInstance;
  let headers: { cookie: string; origin: string };
  beforeAll(async () => {
    app = await staffApp(engine);
    headers = await signedInHeaders(app);
  });
  afterAll(async () => {
    await app.close();
  });

  async function shown(slug: string): Promise<PolicyPage> {
    const response = await app.inject(`/api/pages/${slug}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  const save = (slug: string, body: unknown, withSession = true) =>
    app.inject({
      method: 'PUT',
      url: `/api/admin/pages/${slug}`,
      headers: withSession ? headers : {},
      payload: body as object,
    });

  it('starts every page with default text written from the shop’s facts', async () => {
    for (const [slug, title] of [
      ['shipping', 'Shipping'],
      ['returns', 'Returns & refunds'],
      ['privacy', 'Privacy'],
      ['terms', 'Terms'],
      ['faq', 'FAQ & contact'],
    ]) {
      const page = await shown(slug ?? '');
      expect(page.title).toBe(title);
      expect(page.html.length).toBeGreaterThan(200);
    }
    const privacy = await shown('privacy');
    expect(privacy.html).toContain('Nigeria Data Protection Act 2023');
    expect(privacy.html).toMatch(/copy.*erased/s);
    expect((await shown('shipping')).html).toContain('Temi Vale');
  });

  it('sends a page with an ETag, and a 304 when the browser has it', async () => {
    const first = await app.inject('/api/pages/terms');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await app.inject({ url: '/api/pages/terms', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for a page the shop does not have', async () => {
    const response = await app.inject('/api/pages/cookies');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('There is no such page.');
  });

  it('shows staff’s edit at once, recorded in the activity log, and puts the default back on reset', async () => {
    const response = await save('returns', {
      title: 'Returns',
      markdown: '## Thirty days\n\nSend it back **unworn**.',
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved: AdminPolicy = response.json();
    expect(saved).toMatchObject({ slug: 'returns', title: 'Returns', edited: true });
    expect(await shown('returns')).toEqual({
      slug: 'returns',
      title: 'Returns',
      html: '<h2>Thirty days</h2>\n<p>Send it back <strong>unworn</strong>.</p>',
    });
    const entry = await newestEntry(app, headers, 'content.page');
    expect(entry).toMatchObject({
      subject: 'page',
      subjectId: 'returns',
      staffEmail: expect.any(String),
    });
    expect(entry?.summary).toBe('Updated the Returns page: title, text');

    const reset = await app.inject({ method: 'DELETE', url: '/api/admin/pages/returns', headers });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toMatchObject({ title: 'Returns & refunds', edited: false, updatedAt: null });
    expect((await shown('returns')).title).toBe('Returns & refunds');
    expect((await newestEntry(app, headers, 'content.page_reset'))?.subjectId).toBe('returns');
  });

  it('removes scripts, event handlers and javascript: links from what staff write', async () => {
    const markdown = [
      'Hello <script>alert(1)</script>',
      '<p onmouseover="steal()">Hover</p>',
      '[Tap me](javascript:alert(1))',
      '<img src="x" onerror="alert(1)">',
      '[Mail us](mailto:hello@example.com)',
    ].join('\n\n');
    expect((await save('faq', { title: 'FAQ', markdown })).statusCode).toBe(200);
    const { html } = await shown('faq');
    expect(html).not.toMatch(/<script|alert|onmouseover|onerror|javascript:|<img/i);
    expect(html).toContain('<a href="mailto:hello@example.com">Mail us</a>');
    const preview = await app.inject({
      method: 'POST',
      url: '/api/admin/pages/preview',
      headers,
      payload: { markdown },
    });
    expect(preview.json().html).toBe(html);
  });

  it('lists every page for staff with its markdown', async () => {
    const response = await app.inject({ url: '/api/admin/pages', headers });
    const pages: AdminPolicy[] = response.json();
    expect(pages.map((page) => page.slug)).toEqual(['shipping', 'returns', 'privacy', 'terms', 'faq']);
    expect(pages.find((page) => page.slug === 'privacy')?.markdown).toContain('## Your rights');
  });

  it('is for staff only', async () => {
    expect((await save('terms', { title: 'Mine', markdown: 'Mine' }, false)).statusCode).toBe(401);
    expect((await app.inject('/api/admin/pages')).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: '/api/admin/pages/terms' })).statusCode).toBe(401);
    expect((await shown('terms')).title).toBe('Terms');
  });

  it('refuses bad input with a message for each field', async () => {
    const empty = await save('terms', { title: ' ', markdown: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({
      title: 'Enter a title.',
      markdown: 'Write the page’s text.',
    });
    const long = await save('terms', { title: 'x'.repeat(81), markdown: 'y'.repeat(20_001) });
    expect(long.json().error.fields).toEqual({
      title: 'Use at most 80 characters.',
      markdown: 'Use at most 20,000 characters.',
    });
    expect((await save('cookies', { title: 'A', markdown: 'B' })).statusCode).toBe(404);
    expect((await save('terms', { title: 5 })).json().error.fields.title).toBe('Enter a title.');
  });
});
