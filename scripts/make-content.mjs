// Writes content/releases.json: the demo artist's discography. Run once; the output is committed.
import fs from 'node:fs';

const artist = 'Temi Vale';
const platforms = [
  ['Spotify', 'spotify', (q) => `https://open.spotify.com/search/${q}`],
  ['Apple Music', 'apple-music', (q) => `https://music.apple.com/search?term=${q}`],
  ['Youtube Music', 'youtube-music', (q) => `https://music.youtube.com/search?q=${q}`],
  ['Youtube', 'youtube', (q) => `https://www.youtube.com/results?search_query=${q}`],
  ['Audiomack', 'audiomack', (q) => `https://audiomack.com/search?q=${q}`],
  ['Deezer', 'deezer', (q) => `https://www.deezer.com/search/${q}`],
];
const links = (title, missing = []) => [
  ...platforms.map(([platform, slug, url]) => ({
    platform,
    slug,
    link: missing.includes(platform) ? '' : url(encodeURIComponent(`${artist} ${title}`)),
  })),
  { platform: 'Tidal', link: 'tidal' },
];
const slugOf = (title) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');
const single = (title, releaseDate, extra = {}) => ({
  title,
  slug: slugOf(title),
  releaseDate,
  cover: `/media/covers/${slugOf(title)}-600.webp`,
  type: 'single',
  artist: extra.artist ?? artist,
  links: links(title, extra.missing),
});
const ep = (title, releaseDate, songs) => ({
  title,
  slug: slugOf(title),
  releaseDate,
  cover: `/media/covers/${slugOf(title)}-600.webp`,
  type: 'ep',
  songs: songs.map(([songTitle, songArtist]) => ({
    title: songTitle,
    artist: songArtist ?? artist,
    links: links(songTitle),
  })),
});

const releases = [
  single('First Light', '2019-05-17', { missing: ['Deezer'] }),
  single('Okan', '2019-11-08'),
  ep('Harmattan', '2020-12-04', [
    ['Dust & Gold'],
    ['Harmattan'],
    ['Cold Mornings', 'Temi Vale ft. Kora'],
    ['Home Before Dark'],
  ]),
  single('Slow Burn', '2021-04-23'),
  ep('Eko Blue', '2021-10-15', [
    ['Third Mainland'],
    ['Eko Blue'],
    ['Danfo Dreams', 'Temi Vale & Dami Rae'],
    ['Island Lights'],
    ['Until Sunday'],
  ]),
  single('Gold Dust', '2022-07-01', { artist: 'Temi Vale ft. Kora' }),
  single('Sunday Service', '2023-02-10'),
  single('Lagos Nights', '2024-03-08'),
  ep('Afterglow', '2024-09-27', [
    ['Afterglow'],
    ['Overtime'],
    ['Soft Landing', 'Temi Vale ft. Ife'],
    ['Lantern'],
  ]),
  single('Homecoming', '2025-08-22'),
];

fs.writeFileSync('content/releases.json', `${JSON.stringify(releases, null, 2)}\n`);
console.log(`wrote ${releases.length} releases`);
