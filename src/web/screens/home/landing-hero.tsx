import { useLayoutEffect, useState } from 'react';
import { Link } from 'react-router';
import { site } from '../../content/site';
import { useIsMobile } from '../../hooks/use-is-mobile';
import { paths } from '../../paths';

const hero = (scheme: 'light' | 'dark', device: 'mobile' | 'desktop', width: number) =>
  `/media/hero/hero-${scheme}-${device}-${width}.webp`;

/** The hero art, chosen by colour scheme and by width. */
function HeroArt() {
  return (
    <picture>
      <source
        media="(max-width: 768px) and (prefers-color-scheme: dark)"
        srcSet={`${hero('dark', 'mobile', 480)} 480w, ${hero('dark', 'mobile', 800)} 800w`}
        sizes="100vw"
      />
      <source
        media="(max-width: 768px)"
        srcSet={`${hero('light', 'mobile', 480)} 480w, ${hero('light', 'mobile', 800)} 800w`}
        sizes="100vw"
      />
      <source
        media="(prefers-color-scheme: dark)"
        srcSet={`${hero('dark', 'desktop', 960)} 960w, ${hero('dark', 'desktop', 1600)} 1600w`}
        sizes="100vw"
      />
      <img
        className="hero-art"
        src={hero('light', 'desktop', 1600)}
        srcSet={`${hero('light', 'desktop', 960)} 960w, ${hero('light', 'desktop', 1600)} 1600w`}
        sizes="100vw"
        alt=""
        width="1600"
        height="900"
        fetchPriority="high"
      />
    </picture>
  );
}

/** The server's copy of this hero, painted before the app ran (see the server's page-extras). */
const BOOT_HERO_ID = 'boot-hero';

export function LandingHero() {
  const isMobile = useIsMobile();
  // Take the server's hero away in the same frame this one appears in its place, so nothing moves.
  useLayoutEffect(() => {
    document.getElementById(BOOT_HERO_ID)?.remove();
  }, []);
  const [menuOpen, setMenuOpen] = useState(false);
  const showMenu = !isMobile || menuOpen;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <HeroArt />
      <div className="hero-inner">
        {isMobile && (
          // On a phone the big logo is the call to action: tapping it opens and closes the menu.
          <button
            type="button"
            className="hero-cta"
            aria-expanded={menuOpen}
            aria-controls="hero-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <img src="/media/brand/logo-white.svg" alt="Menu" width="600" height="120" />
          </button>
        )}
        {showMenu && (
          <nav id="hero-menu" aria-label="Main" className="hero-menu">
            <Link to={paths.store}>store</Link>
            <Link to={paths.discography}>discography</Link>
            <a href="#videos">videos</a>
          </nav>
        )}
        <h1 id="hero-title" className="hero-tagline">
          {site.artistName}
        </h1>
      </div>
    </section>
  );
}
