import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { CarouselVideo, SiteSettings } from '../../../../domain/content/site';
import { videoPosterUrl, videoUrl } from '../../../../domain/shared/media';
import { mediaConfig } from '../../../media-config';
import { paths } from '../../../paths';
import { useHydrated } from '../../../render-context';
import { useReleases, useSite } from '../../../state/content';

/** The videos that exist: an entry kept for later, with no video yet, is not shown. */
export function shownVideos(site: SiteSettings): CarouselVideo[] {
  return site.videos.filter((video) => video.videoId);
}

/** The address of the home page's carousel opened at one video (the spotlight's "Watch full video"). */
export function videoLink(videoId: string): string {
  return `${paths.home}?video=${encodeURIComponent(videoId)}#videos`;
}

/**
 * One video at a time, each linked to its release; the arrows cycle through them, wrapping at
 * either end. `?video=<id>` opens the carousel at that video.
 */
export function VideosCarousel() {
  // The video is fetched once the page is the app's, not with its first pictures; its poster shows meanwhile.
  const hydrated = useHydrated();
  const releases = useReleases();
  const videos = shownVideos(useSite());
  const [search] = useSearchParams();
  const asked = search.get('video');
  const [index, setIndex] = useState(0);
  // Autoplay starts muted, as browsers require; a fan's Unmute holds for the next videos too.
  const [sound, setSound] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const found = videos.findIndex((video) => video.videoId === asked);
    if (found >= 0) setIndex(found);
  }, [asked, videos]);
  if (videos.length === 0) return null;
  const current = videos[index] ?? videos[0];
  const release = releases.find((r) => r.slug === current?.release);
  const step = (by: number) => setIndex((i) => (i + by + videos.length) % videos.length);
  function toggleSound() {
    const element = video.current;
    if (!element) return;
    element.muted = sound;
    setSound(!sound);
    // Chromium pauses a muted autoplaying video out of view; the click is the gesture sound needs.
    if (element.paused) element.play().catch(() => {});
  }
  return (
    <section id="videos" className="home-section videos" aria-labelledby="videos-title">
      <h2 id="videos-title">Videos</h2>
      <div className="video-frame">
        {current && (
          <video
            key={current.videoId}
            ref={video}
            src={hydrated ? videoUrl(current.videoId, {}, mediaConfig) : undefined}
            poster={videoPosterUrl(current.videoId, mediaConfig)}
            autoPlay
            loop
            muted={!sound}
            playsInline
            preload="metadata"
            width="1280"
            height="720"
            aria-label={current.title}
          />
        )}
        <button type="button" className="video-sound" disabled={!hydrated} onClick={toggleSound}>
          {sound ? 'Mute' : 'Unmute'}
        </button>
        {videos.length > 1 && (
          <>
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
          </>
        )}
      </div>
      <p className="video-caption" aria-live="polite">
        <span>
          {current?.title}
          {release && (
            <>
              {' · '}
              <Link to={paths.release(release.slug)} className="video-release">
                {release.title}
              </Link>
            </>
          )}
        </span>
        {videos.length > 1 && (
          <span className="video-count">
            {index + 1} / {videos.length}
          </span>
        )}
      </p>
    </section>
  );
}
