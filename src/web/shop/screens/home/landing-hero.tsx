import { Link } from 'react-router';
import { heroVariants } from '../../../../domain/content/hero';
import type { SiteSettings } from '../../../../domain/content/site';
import { useLogo } from '../../../components/logo';
import { MenuButton } from '../../../components/menu-button';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { usePhoneMenu } from '../../../hooks/use-phone-menu';
import { paths } from '../../../paths';
import { useSite } from '../../../state/content';
import { BagLink } from '../../features/bag/bag-link';

/** The hero art, chosen by colour scheme and by width, as the page's preloads chose it. */
function HeroArt({ hero }: { hero: SiteSettings['hero'] }) {
  const variants = heroVariants(hero);
  const fallback = variants.find((variant) => variant.key === 'lightDesktop');
  return (
    <picture>
      {variants
        .filter((variant) => variant !== fallback)
        .map((variant) => (
          <source key={variant.key} media={variant.media} srcSet={variant.srcset} sizes="100vw" />
        ))}
      <img
        className="hero-art"
        src={fallback?.src}
        srcSet={fallback?.srcset}
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
  const logo = useLogo();
  const isMobile = useIsMobile();
  const menu = usePhoneMenu('hero-menu');
  // The specification's three, then the pages every other header leads to: the tour and About.
  // Closed, the phone's menu is still in the page (hidden): its links are there for crawlers.
  const links = (
    <nav id="hero-menu" aria-label="Main" className="hero-menu" hidden={isMobile && !menu.open}>
      <Link to={paths.store}>store</Link>
      <Link to={paths.discography}>discography</Link>
      <a href="#videos">videos</a>
      <Link to={paths.tour}>tour</Link>
      <Link to={paths.about}>about</Link>
    </nav>
  );
  return (
    <section className="hero" aria-labelledby="hero-title">
      <HeroArt hero={site.hero} />
      <div className="hero-inner">
        {/*
          The menu (on a phone, its button) and the bag sit on a dark bar, so they read on any picture
          staff upload. Beside the spec's menu, the bag: a shopper on the home page sees what they chose.
        */}
        <div className="hero-bar">
          {isMobile ? (
            <MenuButton
              ref={menu.button}
              className="hero-menu-button"
              controls="hero-menu"
              open={menu.open}
              onToggle={menu.toggle}
            />
          ) : (
            links
          )}
          <BagLink className="bag-link hero-bag" />
        </div>
        {isMobile && (
          // The specification's call to action: tapping the big logo opens and closes the menu too. The
          // Menu button does the same for the keyboard and screen readers, so this one is hidden from
          // them rather than announced twice; aria-controls marks it as part of the menu for a tap.
          <button
            type="button"
            className="hero-cta"
            aria-hidden="true"
            tabIndex={-1}
            aria-controls="hero-menu"
            onClick={menu.toggle}
          >
            {logo ? (
              <img src={logo.onDark} alt={site.artistName} width="600" height="120" />
            ) : (
              <span className="hero-cta-name">{site.artistName}</span>
            )}
          </button>
        )}
        {isMobile && links}
        <h1 id="hero-title" className="hero-tagline">
          {site.artistName}
        </h1>
      </div>
    </section>
  );
}
