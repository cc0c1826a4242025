/**
 * The artist's player on a release page (decision 0061): a YouTube video or a Spotify track,
 * album, playlist or artist, kept as the service and its id, never as HTML. Staff paste the address
 * they see in the browser; only these two services, over https, are taken.
 */
export const SPOTIFY_TYPES = ['track', 'album', 'playlist', 'artist', 'episode', 'show'] as const;
type SpotifyType = (typeof SPOTIFY_TYPES)[number];

export type Player =
  | { service: 'youtube'; id: string }
  | { service: 'spotify'; type: SpotifyType; id: string };

export const PLAYER_MESSAGE =
  'Paste a YouTube video’s or a Spotify track’s, album’s or playlist’s https address, or leave it empty.';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const SPOTIFY_ID = /^[A-Za-z0-9]{22}$/;
const YOUTUBE_HOSTS = new Set(['www.youtube.com', 'youtube.com', 'm.youtube.com', 'music.youtube.com']);

/** Whether a stored player names a video or item the way the services spell their ids. */
export function isPlayer(value: { service: string; id: string; type?: string }): value is Player {
  if (value.service === 'youtube') return YOUTUBE_ID.test(value.id);
  return (
    value.service === 'spotify' &&
    SPOTIFY_ID.test(value.id) &&
    (SPOTIFY_TYPES as readonly string[]).includes(value.type ?? '')
  );
}

/** The player an address names (youtube.com/watch?v=…, youtu.be/…, open.spotify.com/album/…), or null. */
export function playerFromAddress(text: string): Player | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const parts = url.pathname.split('/').filter(Boolean);
  let found: Player | null = null;
  if (url.hostname === 'youtu.be') found = { service: 'youtube', id: parts[0] ?? '' };
  else if (YOUTUBE_HOSTS.has(url.hostname)) {
    const id =
      parts[0] === 'watch'
        ? url.searchParams.get('v')
        : /^(embed|shorts|live)$/.test(parts[0] ?? '')
          ? parts[1]
          : null;
    found = { service: 'youtube', id: id ?? '' };
  } else if (url.hostname === 'open.spotify.com') {
    // open.spotify.com/intl-fr/album/…, and the embed's own address, name the same album.
    const rest = parts.filter(
      (part, index) => !(index === 0 && (part.startsWith('intl-') || part === 'embed')),
    );
    const [type = '', id = ''] = rest;
    found = { service: 'spotify', type: type as SpotifyType, id };
  }
  return found && isPlayer(found) ? found : null;
}

/** The player's own frame, loaded only when a fan asks: YouTube's without its cookies. */
export function playerFrameUrl(player: Player): string {
  return player.service === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${player.id}?autoplay=1`
    : `https://open.spotify.com/embed/${player.type}/${player.id}`;
}

/** The address staff see and edit: the video's or item's own page. */
export function playerPageUrl(player: Player): string {
  return player.service === 'youtube'
    ? `https://www.youtube.com/watch?v=${player.id}`
    : `https://open.spotify.com/${player.type}/${player.id}`;
}

export const PLAYER_SERVICE_NAMES = { youtube: 'YouTube', spotify: 'Spotify' } as const;
