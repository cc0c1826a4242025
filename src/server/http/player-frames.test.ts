import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine, testApp } from '../testing/test-app';

describeEachEngine('the artist’s player frames', (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp(engine);
  });
  afterAll(() => app.close());

  /** The page's policy, directive by directive. */
  async function policy(url: string): Promise<Map<string, string>> {
    const header = String((await app.inject(url)).headers['content-security-policy'] ?? '');
    return new Map(
      header.split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
  }

  it('lets every page frame exactly YouTube’s cookieless player and Spotify’s, and nothing else', async () => {
    // Site-wide: a fan who arrives on the home page and moves to a release keeps the home page's policy.
    for (const url of ['/', '/discography/lagos-nights', '/store']) {
      const directives = await policy(url);
      expect(directives.get('frame-src'), url).toBe(
        'https://www.youtube-nocookie.com https://open.spotify.com',
      );
      expect(directives.get('default-src'), url).toBe("'self'");
    }
  });

  it('gives the demo release its player as the service and its id, never as HTML', async () => {
    const { releases } = (await app.inject('/api/content')).json();
    const lagos = releases.find((release: { slug: string }) => release.slug === 'lagos-nights');
    expect(lagos.player).toEqual({ service: 'youtube', id: 'Lg0sNights1' });
  });
});
