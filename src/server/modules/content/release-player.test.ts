import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { releaseSchema } from '../../../domain/content/releases-contract';
import { signedInHeaders, staffApp } from '../../testing/staff';
import { describeEachEngine } from '../../testing/test-app';

const ALBUM = '4aawyAB9vmqN3uQ7FjRGTy';

describeEachEngine('a release’s player, as staff set it', (engine) => {
  let app: FastifyInstance;
  let headers: { cookie: string; origin: string };
  beforeAll(async () => {
    app = await staffApp(engine);
    headers = await signedInHeaders(app);
  });
  afterAll(() => app.close());

  const url = '/api/admin/releases/okan';
  async function saveOkan(player: unknown) {
    const release = releaseSchema.parse((await app.inject({ url, headers })).json());
    return app.inject({ method: 'PUT', url, headers, payload: { ...release, player } });
  }
  async function publicOkan() {
    const { releases } = (await app.inject('/api/content')).json();
    return releases.find((release: { slug: string }) => release.slug === 'okan');
  }

  it('keeps a pasted Spotify or YouTube address as the service and its id, for staff and fans', async () => {
    const saved = await saveOkan(`https://open.spotify.com/intl-fr/album/${ALBUM}?si=abc`);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().player).toEqual({ service: 'spotify', type: 'album', id: ALBUM });
    expect((await publicOkan()).player).toEqual({ service: 'spotify', type: 'album', id: ALBUM });
    // What the API answered goes back as it is; empty takes the player off.
    expect((await saveOkan({ service: 'spotify', type: 'album', id: ALBUM })).statusCode).toBe(200);
    expect((await saveOkan('https://youtu.be/aBcD3fG_h-1')).json().player).toEqual({
      service: 'youtube',
      id: 'aBcD3fG_h-1',
    });
    expect((await saveOkan('')).statusCode).toBe(200);
    expect((await publicOkan()).player).toBeUndefined();
  });

  it('refuses any other host, plain http and pasted HTML with a clear message on the field', async () => {
    for (const player of [
      'http://www.youtube.com/watch?v=aBcD3fG_h-1',
      'https://vimeo.com/76979871',
      '<iframe src="https://www.youtube.com/embed/aBcD3fG_h-1"></iframe>',
      { service: 'youtube', id: '"><script>' },
    ]) {
      const refused = await saveOkan(player);
      expect(refused.statusCode, JSON.stringify(player)).toBe(400);
      expect(refused.json().error.fields.player).toMatch(/^Paste a YouTube video’s/);
    }
    expect((await publicOkan()).player).toBeUndefined();
  });
});
