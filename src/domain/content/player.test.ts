import { describe, expect, it } from 'vitest';
import { releaseInputSchema } from './contract';
import { playerFrameUrl, playerFromAddress, playerPageUrl } from './player';

const ALBUM = '4aawyAB9vmqN3uQ7FjRGTy';

describe('the artist’s player on a release page', () => {
  it('reads the addresses staff copy from YouTube and Spotify, as the service and its id', () => {
    const video = { service: 'youtube', id: 'aBcD3fG_h-1' };
    expect(playerFromAddress('https://www.youtube.com/watch?v=aBcD3fG_h-1&t=42')).toEqual(video);
    expect(playerFromAddress('https://youtu.be/aBcD3fG_h-1?si=share')).toEqual(video);
    expect(playerFromAddress('https://m.youtube.com/shorts/aBcD3fG_h-1')).toEqual(video);
    expect(playerFromAddress(' https://www.youtube-nocookie.com/embed/aBcD3fG_h-1 ')).toBeNull();
    const album = { service: 'spotify', type: 'album', id: ALBUM };
    expect(playerFromAddress(`https://open.spotify.com/album/${ALBUM}?si=x`)).toEqual(album);
    expect(playerFromAddress(`https://open.spotify.com/intl-fr/album/${ALBUM}`)).toEqual(album);
    expect(playerFromAddress(`https://open.spotify.com/embed/album/${ALBUM}`)).toEqual(album);
  });

  it('takes only those two services, over https, with ids as they spell them', () => {
    for (const address of [
      'http://www.youtube.com/watch?v=aBcD3fG_h-1',
      'https://www.youtube.com.evil.example/watch?v=aBcD3fG_h-1',
      'https://evil.example/?u=https://youtu.be/aBcD3fG_h-1',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com:8443/watch?v=aBcD3fG_h-1',
      `https://open.spotify.com/user/${ALBUM}`,
      `https://spotify.com/album/${ALBUM}`,
      'javascript:alert(1)',
      '<iframe src="https://www.youtube.com/embed/aBcD3fG_h-1"></iframe>',
    ]) {
      expect(playerFromAddress(address), address).toBeNull();
    }
  });

  it('loads YouTube without its cookies, and Spotify from its embed', () => {
    expect(playerFrameUrl({ service: 'youtube', id: 'aBcD3fG_h-1' })).toBe(
      'https://www.youtube-nocookie.com/embed/aBcD3fG_h-1?autoplay=1',
    );
    expect(playerFrameUrl({ service: 'spotify', type: 'album', id: ALBUM })).toBe(
      `https://open.spotify.com/embed/album/${ALBUM}`,
    );
    expect(playerPageUrl({ service: 'youtube', id: 'aBcD3fG_h-1' })).toBe(
      'https://www.youtube.com/watch?v=aBcD3fG_h-1',
    );
  });

  it('is optional on a release, and an address that is no player is refused with its message', () => {
    const release = {
      type: 'single',
      title: 'Okan',
      slug: 'okan',
      releaseDate: '2025-01-01',
      cover: '/media/covers/okan-600.webp',
      artist: 'Temi Vale',
      links: [],
    };
    expect(releaseInputSchema.parse(release).player).toBeUndefined();
    expect(releaseInputSchema.parse({ ...release, player: '' }).player).toBeUndefined();
    expect(releaseInputSchema.parse({ ...release, player: 'https://youtu.be/aBcD3fG_h-1' }).player).toEqual({
      service: 'youtube',
      id: 'aBcD3fG_h-1',
    });
    const refused = releaseInputSchema.safeParse({ ...release, player: 'https://vimeo.com/123' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['player', expect.stringContaining('Paste a YouTube video’s')],
    ]);
    const bad = releaseInputSchema.safeParse({ ...release, player: { service: 'youtube', id: '<script>' } });
    expect(bad.success).toBe(false);
  });
});
