import { useState } from 'react';
import { PLAYER_SERVICE_NAMES, playerFrameUrl } from '../../../../domain/content/player';
import type { Release } from '../../../../domain/content/releases';

/**
 * The artist's player behind a poster of our own (the release's cover): nothing of YouTube's or
 * Spotify's is fetched until the fan presses play, and then their frame takes the poster's place.
 */
export function ReleasePlayer({ release }: { release: Release }) {
  const [playing, setPlaying] = useState(false);
  const { player } = release;
  if (!player) return null;
  const service = PLAYER_SERVICE_NAMES[player.service];
  return (
    <div className={`release-player release-player-${player.service}`}>
      {playing ? (
        <iframe
          src={playerFrameUrl(player)}
          title={`${release.title} on ${service}`}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture; clipboard-write"
          allowFullScreen
          // The site sends no referrer; YouTube's player needs to know the page it is on.
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <>
          <img
            className="release-player-poster"
            src={release.cover}
            alt=""
            width="600"
            height="600"
            loading="lazy"
            decoding="async"
          />
          <button type="button" className="release-player-play" onClick={() => setPlaying(true)}>
            <span aria-hidden="true" className="release-player-icon" />
            Play on {service}
          </button>
          <p className="release-player-note">Loads the player from {service}.</p>
        </>
      )}
    </div>
  );
}
