import { useState } from 'react';
import { Link } from 'react-router';
import { useLogo } from '../../components/logo';
import { paths } from '../../paths';
import { useSite } from '../../state/content';

/**
 * Whose admin this is: the artist's logo (their name where the site has no logo) and "Admin". It
 * leads to the site, as the public header's logo does.
 */
export function AdminBrand() {
  const { artistName } = useSite();
  const sources = useLogo();
  const [logo, setLogo] = useState(true);
  return (
    <Link to={paths.home} className="admin-brand" aria-label={`${artistName} · Admin`}>
      {logo && sources ? (
        <picture>
          <source srcSet={sources.onDark} media="(prefers-color-scheme: dark)" />
          <img
            src={sources.onLight}
            alt={artistName}
            width="600"
            height="120"
            onError={() => setLogo(false)}
          />
        </picture>
      ) : (
        <span className="admin-brand-name">{artistName}</span>
      )}
      <span className="admin-brand-area" aria-hidden="true">
        Admin
      </span>
    </Link>
  );
}
