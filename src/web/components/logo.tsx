import { Link } from 'react-router';
import { logoSources } from '../../domain/content/logo';
import { paths } from '../paths';
import { useSite } from '../state/content';

/** The artist's logo, white on a dark device and black on a light one; it always leads home. */
export function Logo({ className }: { className?: string }) {
  const site = useSite();
  const logo = logoSources(site.logo);
  return (
    <Link to={paths.home} className={className} aria-label={`${site.artistName} — home`}>
      <picture>
        <source srcSet={logo.onDark} media="(prefers-color-scheme: dark)" />
        <img src={logo.onLight} alt={site.artistName} width="600" height="120" />
      </picture>
    </Link>
  );
}
