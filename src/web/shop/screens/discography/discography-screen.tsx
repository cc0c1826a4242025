import { Link } from 'react-router';
import { releasesNewestFirst, releaseTypeLabel, releaseYear } from '../../../../domain/content/releases';
import { useDocumentMeta } from '../../../components/document-meta';
import { ReleaseCover } from '../../../components/release-cover';
import { paths } from '../../../paths';
import { useReleases } from '../../../state/content';
import { ShopHeader } from '../../shop-header';

export default function DiscographyScreen() {
  const releases = useReleases();
  useDocumentMeta();
  return (
    <>
      <ShopHeader />
      <div className="page discography">
        <h1>Discography</h1>
        {releases.length === 0 && (
          <p className="discography-empty">No releases yet: new music will be here.</p>
        )}
        <ul className="release-grid">
          {releasesNewestFirst(releases).map((release, index) => (
            <li key={release.slug}>
              <Link to={paths.release(release.slug)} className="release-tile">
                <ReleaseCover release={release} sizes="(max-width: 768px) 50vw, 25vw" eager={index < 4} />
                <span className="release-tile-title">{release.title}</span>
                <span className="release-tile-meta">
                  {releaseTypeLabel(release)} · {releaseYear(release)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
