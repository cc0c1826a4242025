import { Link } from 'react-router';
import { DISCOGRAPHY_PREVIEW, newestReleases } from '../../../../domain/content/releases';
import { ReleaseCover } from '../../../components/release-cover';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { paths } from '../../../paths';
import { useReleases } from '../../../state/content';

/** Phone: the 3 newest covers, each opening its release. Desktop: the 6 newest, as a wall of art. */
export function DiscographyPreview() {
  const releases = useReleases();
  const isMobile = useIsMobile();
  const shown = newestReleases(releases, isMobile ? DISCOGRAPHY_PREVIEW.mobile : DISCOGRAPHY_PREVIEW.desktop);
  // A new shop's site has no releases yet: no empty wall of art.
  if (shown.length === 0) return null;
  return (
    <section className="home-section discography-preview" aria-labelledby="discography-title">
      <h2 id="discography-title">discography</h2>
      <ul className="cover-grid" aria-label="Newest releases">
        {shown.map((release) => (
          <li key={release.slug}>
            {isMobile ? (
              <Link to={paths.release(release.slug)} aria-label={release.title}>
                <ReleaseCover release={release} sizes="33vw" />
              </Link>
            ) : (
              <ReleaseCover release={release} sizes="16vw" />
            )}
          </li>
        ))}
      </ul>
      {isMobile && (
        <Link className="button button-outline" to={paths.discography}>
          See discography
        </Link>
      )}
    </section>
  );
}
