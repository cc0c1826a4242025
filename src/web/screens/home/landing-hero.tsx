import { useState } from 'react';
import { Link } from 'react-router';
import { BagLink } from '../../components/bag-link';
import { useSite } from '../../content/content';
import { useIsMobile } from '../../hooks/use-is-mobile';
import { BOOT_IDS, useReplaceBoot } from '../../hooks/use-replace-boot';
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

export function LandingHero() {
  const site = useSite();
  const isMobile = useIsMobile();
  useReplaceBoot(BOOT_IDS.hero);
  const [menuOpen, setMenuOpen] = useState(false);
  const showMenu = !isMobile || menuOpen;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <HeroArt />
      <div className="hero-inner">
        {/* Beside the spec's menu, the bag: a shopper on the home page sees what they have chosen. */}
        <BagLink className="bag-link hero-bag" />
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
