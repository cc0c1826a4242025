import type { ReactNode } from 'react';
import { useSite } from '../state/content';
import { Logo } from './logo';
import { PlatformIcon } from './platform-icon';

/**
 * The public site's footer. `children` sit between the platform links and the copyright: the app
 * puts the shop's newsletter sign-up there, so the footer knows no feature.
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
      {children}
      <p className="copyright">
        © {year} {site.artistName}. All rights reserved.
      </p>
    </footer>
  );
}
