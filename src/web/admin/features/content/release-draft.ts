import { PLATFORMS } from '../../../../domain/content/platforms';
import type { Link as PlatformLink, Release, Song } from '../../../../domain/content/releases';

/** Every platform, in the site's order, keeping what a release already has for each. */
function allPlatforms(links: readonly PlatformLink[]): PlatformLink[] {
  return PLATFORMS.map(
    (platform) => links.find((link) => link.platform === platform) ?? { platform, link: '' },
  );
}

export const emptySong = (artist: string): Song => ({ title: '', artist, links: allPlatforms([]) });

export function blankRelease(): Release {
  return {
    type: 'single',
    title: '',
    slug: '',
    releaseDate: new Date().toISOString().slice(0, 10),
    cover: '',
    artist: '',
    links: allPlatforms([]),
  };
}

/** A saved release as the form edits it: a field for every platform, on the release or each of its songs. */
export function draftFromRelease(loaded: Release): Release {
  return loaded.type === 'single'
    ? { ...loaded, links: allPlatforms(loaded.links) }
    : {
        ...loaded,
        links: allPlatforms(loaded.links ?? []),
        songs: loaded.songs.map((song) => ({ ...song, links: allPlatforms(song.links) })),
      };
}

/** The release as the other type: a single becomes an EP's first song, an EP's first song the single. */
export function withType(release: Release, type: Release['type']): Release {
  if (type === release.type) return release;
  const { title, slug: address, releaseDate, cover } = release;
  const base = { title, slug: address, releaseDate, cover };
  if (type === 'ep') {
    const first = release.type === 'single' ? { title, artist: release.artist, links: release.links } : null;
    return { ...base, type: 'ep', links: allPlatforms([]), songs: [first ?? emptySong('')] };
  }
  const song = release.type === 'ep' ? release.songs[0] : undefined;
  return { ...base, type: 'single', artist: song?.artist ?? '', links: song?.links ?? allPlatforms([]) };
}
