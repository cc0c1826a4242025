import { useState } from 'react';
import { videoPosterUrl, videoUrl } from '../../../domain/media';
import { site } from '../../content/site';
import { mediaConfig } from '../../media-config';

/** One video at a time; the arrows cycle through all five, wrapping at either end. */
export function VideosCarousel() {
  const { videos } = site;
  const [index, setIndex] = useState(0);
  const current = videos[index];
  const step = (by: number) => setIndex((i) => (i + by + videos.length) % videos.length);
  return (
    <section id="videos" className="home-section videos" aria-labelledby="videos-title">
      <h2 id="videos-title">Videos</h2>
      <div className="video-frame">
        {current?.videoId ? (
          <video
            key={current.videoId}
            src={videoUrl(current.videoId, {}, mediaConfig)}
            poster={videoPosterUrl(current.videoId, mediaConfig)}
            autoPlay
            loop
            muted
            playsInline
            preload="metadata"
            width="1280"
            height="720"
            aria-label={current.title}
          />
        ) : (
          <div className="video-placeholder" role="img" aria-label={`${current?.title}: coming soon`}>
            <span>Coming soon</span>
          </div>
        )}
        <button
          type="button"
          className="video-arrow video-prev"
          aria-label="Previous video"
          onClick={() => step(-1)}
        >
          ‹
        </button>
        <button
          type="button"
          className="video-arrow video-next"
          aria-label="Next video"
          onClick={() => step(1)}
        >
          ›
        </button>
      </div>
      <p className="video-caption" aria-live="polite">
        <span>{current?.title}</span>
        <span className="video-count">
          {index + 1} / {videos.length}
        </span>
      </p>
    </section>
  );
}
