import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { INFO_PAGE_IDS, PAGES } from '../../domain/pages/pages';
import { paths } from '../paths';
import { useSite } from '../state/content';
import { Logo } from './logo';
import { PlatformIcon } from './platform-icon';

/**
 * The public site's footer: the platforms, the shop's policy and info pages and its order look-up
 * (plain links, decision 0059), then `children` before the copyright: the app puts the shop's
 * newsletter sign-up there, so the footer knows no feature.
 */
export function Footer({
  year = new Date().getFullYear(),
  children,
}: {
  year?: number;
  children?: ReactNode;
}) {
  const site = useSite();
  return (
    <footer className="site-footer">
      <Logo className="footer-logo" />
      <nav aria-label="Social and music platforms">
        <ul className="platform-links">
          {site.socialLinks.map(({ platform, url }) => (
            <li key={platform}>
              {url ? (
                <a href={url} aria-label={platform} target="_blank" rel="noreferrer">
                  <PlatformIcon platform={platform} />
                </a>
              ) : (
                // The artist has not linked this platform yet: shown, but not a link to nowhere.
                <span className="platform-soon" role="img" aria-label={`${platform} (coming soon)`}>
                  <PlatformIcon platform={platform} />
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label="Shop information">
        <ul className="info-links">
          {[
            ...INFO_PAGE_IDS.map((id) => PAGES[id]),
            { pattern: paths.orderLookup, title: 'Track an order' },
          ].map(({ pattern, title }) => (
            <li key={pattern}>
              <Link to={pattern}>{title}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
      <p className="copyright">
        © {year} {site.artistName}. All rights reserved.
      </p>
    </footer>
  );
}
