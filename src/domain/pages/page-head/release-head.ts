import { type Release, releaseDescription } from '../../content/releases';
import { absoluteUrl, headTitle, type SubjectHead, socialTags } from './head-tags';

/** A release's page head: its own title, the spec's description text, and a schema.org record. */
export function releaseHead(release: Release): SubjectHead {
  return ({ site, publicUrl }) => {
    const title = headTitle(release.title, site.artistName);
    const description = releaseDescription(release);
    const url = `${publicUrl}/discography/${release.slug}`;
    const image = absoluteUrl(publicUrl, release.cover);
    return {
      title,
      description,
      canonical: url,
      meta: socialTags({
        title,
        description,
        url,
        image: { url: image, alt: `${release.title} cover` },
        type: release.type === 'single' ? 'music.song' : 'music.album',
        siteName: site.artistName,
      }),
      jsonLd: releaseJsonLd(release, site.artistName, url, image),
    };
  };
}

function musicGroup(name: string) {
  return { '@type': 'MusicGroup', name };
}

function releaseJsonLd(release: Release, artistName: string, url: string, image: string) {
  const common = {
    '@context': 'https://schema.org',
    '@type': release.type === 'single' ? 'MusicRecording' : 'MusicAlbum',
    name: release.title,
    byArtist: musicGroup(artistName),
    datePublished: release.releaseDate,
    image,
    url,
  };
  if (release.type === 'single') return common;
  return {
    ...common,
    albumReleaseType: 'https://schema.org/EPRelease',
    numTracks: release.songs.length,
    // Each track names its own artists, which may add features to the album's artist.
    track: release.songs.map((song, index) => ({
      '@type': 'MusicRecording',
      position: index + 1,
      name: song.title,
      byArtist: musicGroup(song.artist),
    })),
  };
}
