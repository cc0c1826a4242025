import { Link } from 'react-router';
import { type LogoSources, shownLogo } from '../../domain/content/logo';
import { paths } from '../paths';
import { useSite } from '../state/content';

// The web app takes the logo's rule from here only, so the bundler keeps it in this chunk.
export { shownLogo };

/** The artist's logo as the site shows it on each background; null: none, the name is set as text. */
export function useLogo(): LogoSources | null {
  const site = useSite();
  return shownLogo(site.logo, site.artistName);
}

/**
 * The artist's logo, white on a dark device and black on a light one, or their name as text where
 * there is none; it always leads home.
 */
export function Logo({ className }: { className?: string }) {
  const site = useSite();
  const logo = useLogo();
  return (
    <Link to={paths.home} className={className} aria-label={`${site.artistName} — home`}>
      {logo ? (
        <picture>
          <source srcSet={logo.onDark} media="(prefers-color-scheme: dark)" />
          <img src={logo.onLight} alt={site.artistName} width="600" height="120" />
        </picture>
      ) : (
        <span className="logo-text">{site.artistName}</span>
      )}
    </Link>
  );
}
