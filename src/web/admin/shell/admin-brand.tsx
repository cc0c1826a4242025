import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../paths';
import { useSite } from '../../state/content';

/**
 * Whose admin this is: the artist's logo (their name where the site has no logo) and "Admin". It
 * leads to the site, as the public header's logo does.
 */
export function AdminBrand() {
  const { artistName } = useSite();
  const [logo, setLogo] = useState(true);
  return (
    <Link to={paths.home} className="admin-brand" aria-label={`${artistName} · Admin`}>
      {logo ? (
        <picture>
          <source srcSet="/media/brand/logo-white.svg" media="(prefers-color-scheme: dark)" />
          <img
            src="/media/brand/logo-black.svg"
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
