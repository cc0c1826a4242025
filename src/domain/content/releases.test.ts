import { describe, expect, it } from 'vitest';
import { formatLongUsDate, newestReleases, releaseDescription, releaseListenLinks } from './releases';
import { releaseSchema } from './releases-contract';

describe('release text', () => {
  it('formats dates in US long form, independent of the time zone', () => {
    expect(formatLongUsDate('2024-03-08')).toBe('March 8, 2024');
    expect(formatLongUsDate('2019-12-31')).toBe('December 31, 2019');
    const longUs = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    for (let day = Date.UTC(2023, 0, 1); day < Date.UTC(2025, 0, 1); day += 86_400_000) {
      const iso = new Date(day).toISOString().slice(0, 10);
      expect(formatLongUsDate(iso)).toBe(longUs.format(new Date(day)));
    }
  });

  it('describes a single and an EP', () => {
    expect(releaseDescription({ type: 'single', title: 'Lagos Nights', releaseDate: '2024-03-08' })).toBe(
      'Explore the details of the Single "Lagos Nights" released on March 8, 2024.',
    );
    expect(releaseDescription({ type: 'ep', title: 'Harmattan', releaseDate: '2021-01-15' })).toBe(
      'Explore the details of the EP "Harmattan" released on January 15, 2021.',
    );
  });
});

it('orders releases newest first and cuts to the count', () => {
  const releases = [
    { slug: 'a', releaseDate: '2020-01-01' },
    { slug: 'b', releaseDate: '2025-01-01' },
    { slug: 'c', releaseDate: '2022-06-01' },
  ];
  expect(newestReleases(releases, 2).map((r) => r.slug)).toEqual(['b', 'c']);
});

it('accepts a Tidal link with the text "tidal" and no slug, and refuses an unknown type', () => {
  const single = {
    title: 'T',
    slug: 't',
    releaseDate: '2020-01-01',
    cover: '/media/covers/t.webp',
    type: 'single',
    artist: 'A',
    links: [{ platform: 'Tidal', link: 'tidal' }],
  };
  expect(releaseSchema.parse(single)).toMatchObject({ type: 'single' });
  expect(releaseSchema.safeParse({ ...single, type: 'album' }).success).toBe(false);
});

describe('a release’s own Listen links', () => {
  const ep = {
    title: 'Afterglow',
    slug: 'afterglow',
    releaseDate: '2025-01-10',
    cover: '/media/covers/afterglow.webp',
    type: 'ep' as const,
    songs: [{ title: 'Lantern', artist: 'Temi Vale', links: [] }],
  };
  const spotify = { platform: 'Spotify' as const, link: 'https://open.spotify.com/album/1' };

  it('are an EP’s whole-EP links when it has any, and none when every field is empty or absent', () => {
    expect(releaseListenLinks({ ...ep, links: [spotify, { platform: 'Deezer', link: '' }] })).toEqual([
      spotify,
      { platform: 'Deezer', link: '' },
    ]);
    expect(releaseListenLinks({ ...ep, links: [{ platform: 'Deezer', link: ' ' }] })).toEqual([]);
    expect(releaseListenLinks(ep)).toEqual([]);
  });

  it('accept an EP saved before it could have links, and one with them', () => {
    expect(releaseSchema.parse(ep)).toEqual(ep);
    expect(releaseSchema.parse({ ...ep, links: [spotify] })).toEqual({ ...ep, links: [spotify] });
  });
});
