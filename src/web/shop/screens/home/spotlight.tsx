import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { hasSpotlight } from '../../../../domain/content/site';
import { videoPosterUrl, videoUrl } from '../../../../domain/shared/media';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { mediaConfig } from '../../../media-config';
import { paths } from '../../../paths';
import { useHydrated } from '../../../render-context';
import { useReleases, useSite } from '../../../state/content';
import { shownVideos, videoLink } from './videos-carousel';

/** Phone: the new release with play/pause and mute, usable once the video can play through. */
function MobileSpotlight() {
  const site = useSite();
  // The clip is fetched once the page is the app's: on a slow phone it must not take the bandwidth
  // of the page's first pictures. Its poster shows meanwhile.
  const hydrated = useHydrated();
  const { spotlight } = site;
  const video = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(true);

  // A cached clip may have played through before React attached onCanPlayThrough: ask the element.
  useEffect(() => {
    if ((video.current?.readyState ?? 0) >= HTMLMediaElement.HAVE_ENOUGH_DATA) setReady(true);
  }, []);

  function togglePlay() {
    const element = video.current;
    if (!element) return;
    if (element.paused) {
      element.play().then(
        () => setPlaying(true),
        () => setPlaying(false),
      );
    } else {
      element.pause();
      setPlaying(false);
    }
  }

  function toggleMute() {
    const element = video.current;
    if (!element) return;
    element.muted = !element.muted;
    setMuted(element.muted);
  }

  return (
    <section className="spotlight spotlight-mobile" aria-labelledby="spotlight-title">
      <h2 id="spotlight-title">New Release!</h2>
      <video
        ref={video}
        src={hydrated ? videoUrl(spotlight.clipUrl, { preview: true }, mediaConfig) : undefined}
        poster={videoPosterUrl(spotlight.clipUrl, mediaConfig)}
        muted
        playsInline
        preload="auto"
        width="640"
        height="360"
        onCanPlayThrough={() => setReady(true)}
        onEnded={() => setPlaying(false)}
        onPause={() => setPlaying(false)}
        onPlay={() => setPlaying(true)}
      />
      <div className="spotlight-meta">
        <SpotlightRelease />
        <div className="spotlight-controls">
          <button type="button" className="icon-button" disabled={!ready} onClick={togglePlay}>
            {playing ? 'Pause' : 'Play'}
          </button>
          <button type="button" className="icon-button" disabled={!ready} onClick={toggleMute}>
            {muted ? 'Unmute' : 'Mute'}
          </button>
        </div>
      </div>
      <WatchFullVideo />
    </section>
  );
}

/** The release in the spotlight: its name, leading to its page where it has one, and its artists. */
function SpotlightRelease() {
  const { spotlight } = useSite();
  const release = useReleases().find((r) => r.slug === spotlight.release);
  return (
    <div>
      <p className="spotlight-name">
        {release ? <Link to={paths.release(release.slug)}>{spotlight.name}</Link> : spotlight.name}
      </p>
      <p className="spotlight-artists">{spotlight.artists}</p>
    </div>
  );
}

/**
 * The spotlight release's own full video: an address set in the content, else its video in the
 * carousel below (opened at it), else the carousel as it is.
 */
function WatchFullVideo() {
  const site = useSite();
  const { spotlight } = site;
  if (spotlight.fullVideoUrl) {
    return (
      <a className="button button-outline" href={spotlight.fullVideoUrl}>
        Watch full video
      </a>
    );
  }
  const inCarousel = shownVideos(site).some((video) => video.videoId === spotlight.videoId);
  return (
    <Link
      className="button button-outline"
      to={inCarousel && spotlight.videoId ? videoLink(spotlight.videoId) : '#videos'}
    >
      Watch full video
    </Link>
  );
}

/**
 * Desktop: the clip loops on its own, muted, with the browser's controls; beside it, as on a phone,
 * what it is (decision 0048): the release, leading to its page, and its full video.
 */
function DesktopSpotlight() {
  const site = useSite();
  const hydrated = useHydrated(); // the clip waits for the app, as on a phone
  const { spotlight } = site;
  return (
    <section className="spotlight spotlight-desktop" aria-labelledby="spotlight-title">
      <video
        src={hydrated ? videoUrl(spotlight.clipUrl, { preview: true }, mediaConfig) : undefined}
        poster={videoPosterUrl(spotlight.clipUrl, mediaConfig)}
        autoPlay
        loop
        muted
        playsInline
        controls
        preload="metadata"
        width="1280"
        height="720"
      />
      <div className="spotlight-aside">
        <h2 id="spotlight-title">New Release!</h2>
        <SpotlightRelease />
        <WatchFullVideo />
      </div>
    </section>
  );
}

export function Spotlight() {
  const isMobile = useIsMobile();
  if (!hasSpotlight(useSite().spotlight)) return null;
  return isMobile ? <MobileSpotlight /> : <DesktopSpotlight />;
}
