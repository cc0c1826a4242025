import { describe, expect, it } from 'vitest';
import releasesJson from '../../../content/releases.json';
import siteJson from '../../../content/site.json';
import { releaseInputSchema, siteInputSchema } from './contract';
import { httpsAddress, isSitePicture, streamingLink } from './links';
import { httpsLinkOrEmpty, sitePicture, streamingLinkInput } from './links-contract';

describe('httpsAddress: the one rule for a link staff enter', () => {
  it.each([
    ['https://open.spotify.com/album/x', 'https://open.spotify.com/album/x'],
    ['HTTPS://OPEN.SPOTIFY.COM/x', 'https://open.spotify.com/x'],
    ['https://www.instagram.com', 'https://www.instagram.com/'],
    [
      'https://music.apple.com/search?term=Temi%20Vale#top',
      'https://music.apple.com/search?term=Temi%20Vale#top',
    ],
    ['https://www.deezer.com:443/album/1', 'https://www.deezer.com/album/1'],
  ])('accepts %j as %j', (text, href) => {
    expect(httpsAddress(text)).toBe(href);
  });

  it.each([
    ['a script', 'javascript:alert(1)'],
    ['a script with a tab in its scheme', 'java\tscript:alert(1)'],
    ['a script with a newline in its scheme', 'java\nscript:alert(1)'],
    ['a script after a control character', '\u0001javascript:alert(1)'],
    ['a data address', 'data:text/html,<script>alert(1)</script>'],
    ['a protocol-relative address', '//evil.example'],
    ['a protocol-relative address with a path', '//evil.example/album'],
    ['an address without its scheme', 'open.spotify.com/x'],
    ['a plain word', 'spotify'],
    ['https with no host', 'https://'],
    ['https with no host but a path', 'https:///evil.example'],
    ['https with one slash', 'https:/open.spotify.com/x'],
    ['https with backslashes', 'https:\\\\evil.example'],
    ['https with a backslash after the slashes', 'https://\\evil.example'],
    ['http', 'http://open.spotify.com/x'],
    ['ftp', 'ftp://files.example.com/x'],
    ['a space inside', 'https://open.spotify.com/album/a b'],
    ['a space before', ' https://open.spotify.com/x'],
    ['a space after', 'https://open.spotify.com/x '],
    ['a no-break space', 'https://open.spotify.com/x\u00a0'],
    ['a tab inside the host', 'https://open.spot\tify.com/x'],
    ['a newline', 'https://open.spotify.com/\nx'],
    ['DEL', 'https://open.spotify.com/x\u007f'],
    ['a C1 control', 'https://open.spotify.com/\u0085x'],
    ['a right-to-left override', 'https://open.spotify.com/\u202ex'],
    ['a zero-width space', 'https://open\u200b.spotify.com/x'],
    ['a user name before the host', 'https://open.spotify.com@evil.example/x'],
    ['a password before the host', 'https://user:secret@open.spotify.com/x'],
    ['a host without a dot', 'https://spotify/x'],
    ['a host that does not parse', 'https://exa mple.com'],
    ['a forbidden character in the host', 'https://evil<.example/'],
    ['empty text', ''],
  ])('refuses %s', (_, text) => {
    expect(httpsAddress(text)).toBeNull();
  });
});

describe('streamingLink', () => {
  it('keeps an empty link and the Tidal placeholder, and reads an address as the parser does', () => {
    expect(streamingLink('Spotify', '')).toBe('');
    expect(streamingLink('Tidal', 'tidal')).toBe('tidal');
    expect(streamingLink('Tidal', 'HTTPS://TIDAL.COM/album/1')).toBe('https://tidal.com/album/1');
  });

  it('keeps the placeholder on the Tidal entry only, and only as the specification writes it', () => {
    expect(streamingLink('Spotify', 'tidal')).toBeNull();
    expect(streamingLink('Tidal', 'Tidal')).toBeNull();
    expect(streamingLink('Tidal', 'tidal.com/album/1')).toBeNull();
  });
});

describe('isSitePicture: a cover or hero is a picture the site serves itself', () => {
  it.each([
    '/uploads/night-market-0123456789abcdef-960.webp',
    '/media/covers/first-light-600.webp',
    '/media/hero/hero-dark-desktop-1600.webp',
    '/media/products/tee.JPG',
  ])('accepts %s', (path) => {
    expect(isSitePicture(path)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'https://evil.example/cover.webp',
    'http://evil.example/cover.webp',
    '//evil.example/cover.webp',
    'uploads/cover-960.webp',
    '/uploads/../api/cover.webp',
    '/media/../../etc/cover.webp',
    '/media/covers/./first-light-600.webp',
    '/media//covers/first-light-600.webp',
    '/uploads/covers/first-light-600.webp',
    '/uploads/.hidden.webp',
    '/media/covers/first-light-600.webp?x=1',
    '/media/covers/first light.webp',
    '/media/covers/first-light-600.svg',
    '/media/covers/first-light-600',
    '/media/covers/',
    '/static/cover.webp',
    '/uploads/cover-960.webp\u0000',
    '',
  ])('refuses %j', (path) => {
    expect(isSitePicture(path)).toBe(false);
  });
});

describe('the rule at the API’s edge', () => {
  it('trims the spaces around a field, saves the parsed address, and keeps an empty one', () => {
    expect(httpsLinkOrEmpty.parse('  HTTPS://OPEN.SPOTIFY.COM/x ')).toBe('https://open.spotify.com/x');
    expect(httpsLinkOrEmpty.parse('')).toBe('');
    expect(httpsLinkOrEmpty.safeParse('open.spotify.com/x').error?.issues[0]?.message).toBe(
      'Enter a link starting with https://, or leave it empty.',
    );
  });

  it('names the link of a streaming entry when it is refused', () => {
    const refused = streamingLinkInput.safeParse({ platform: 'Spotify', link: '//evil.example' });
    expect(refused.error?.issues.map((issue) => issue.path)).toEqual([['link']]);
    expect(streamingLinkInput.parse({ platform: 'Tidal', link: 'tidal' })).toEqual({
      platform: 'Tidal',
      link: 'tidal',
    });
  });

  it('asks for a cover when there is none, and for an upload when it is an address elsewhere', () => {
    const cover = sitePicture('Choose a cover.');
    expect(cover.safeParse('').error?.issues[0]?.message).toBe('Choose a cover.');
    expect(cover.safeParse('https://evil.example/c.webp').error?.issues[0]?.message).toBe(
      'Upload the picture here: only pictures uploaded to the site can be used.',
    );
  });

  it('passes the content folder as it is: every release, with its Tidal placeholders, and the site settings', () => {
    for (const release of releasesJson) {
      const parsed = releaseInputSchema.safeParse(release);
      expect(parsed.error?.issues, release.slug).toBeUndefined();
      expect(parsed.data).toEqual(release);
    }
    expect(siteInputSchema.safeParse(siteJson).error?.issues).toBeUndefined();
  });
});
