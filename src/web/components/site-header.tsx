import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useIsMobile } from '../hooks/use-is-mobile';
import { usePhoneMenu } from '../hooks/use-phone-menu';
import { paths } from '../paths';
import { Logo } from './logo';
import { MenuButton } from './menu-button';

/**
 * The ways around the site, the same on every public page but the home page (whose hero has them).
 * Tour is always there, with or without a show to come: its page then says none is announced yet.
 */
const SITE_LINKS = [
  { to: paths.store, label: 'Store' },
  { to: paths.discography, label: 'Discography' },
  { to: `${paths.home}#videos`, label: 'Videos' },
  { to: paths.tour, label: 'Tour' },
  { to: paths.about, label: 'About' },
] as const;

/** The site's header: the logo (home), the main links, and at its end `bag`, the bag with its count. */
export function SiteHeader({ bag }: { bag: ReactNode }) {
  const isMobile = useIsMobile();
  const menu = usePhoneMenu('site-menu');
  // Closed, the phone's menu is still in the page (hidden), so its links are there for crawlers too.
  const links = (
    <nav id="site-menu" aria-label="Main" className="site-nav" hidden={isMobile && !menu.open}>
      {SITE_LINKS.map((link) => (
        <NavLink key={link.label} to={link.to}>
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
  return (
    <header className="shop-header">
      <Logo className="shop-header-logo" />
      {!isMobile && links}
      <div className="shop-header-end">
        {isMobile && (
          <MenuButton
            ref={menu.button}
            className="menu-button"
            controls="site-menu"
            open={menu.open}
            onToggle={menu.toggle}
          />
        )}
        {bag}
      </div>
      {isMobile && links}
    </header>
  );
}
