import { useState } from 'react';
import type { Song } from '../../../../domain/content/releases';
import { PlatformLinks } from './platform-links';

/**
 * An EP's tracks; tapping one shows its platforms, and only one track is open at a time. Each shows
 * that it opens: a + that turns to − while its platforms show (the button says so to assistive
 * technology with aria-expanded).
 */
export function TrackList({ songs }: { songs: Song[] }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <ol className="track-list">
      {songs.map((song, index) => {
        const expanded = open === index;
        const panelId = `track-${index}-links`;
        return (
          <li key={song.title} className="track">
            <button
              type="button"
              className="track-toggle"
              aria-expanded={expanded}
              aria-controls={panelId}
              onClick={() => setOpen(expanded ? null : index)}
            >
              <span className="track-number">{index + 1}</span>
              <span className="track-title">{song.title}</span>
              <span className="track-artist">{song.artist}</span>
              <span className="track-expander" aria-hidden="true">
                {expanded ? '−' : '+'}
              </span>
            </button>
            {expanded && (
              <div id={panelId} className="track-links">
                <PlatformLinks links={song.links} title={song.title} />
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
