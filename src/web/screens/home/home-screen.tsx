import { useState } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/page-title';
import { site } from '../../content/site';
import { useIsMobile } from '../../hooks/use-is-mobile';
import { paths } from '../../paths';

export default function HomeScreen() {
  usePageTitle();
  const isMobile = useIsMobile();
  const [menuOpen, setMenuOpen] = useState(false);
  const showMenu = !isMobile || menuOpen;
  return (
    <section className="hero">
      {isMobile && (
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
      <h1 className="hero-tagline">{site.artistName}</h1>
    </section>
  );
}
