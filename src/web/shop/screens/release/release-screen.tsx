import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { releaseListenLinks, releaseTypeLabel, releaseYear } from '../../../../domain/content/releases';
import { releaseHead } from '../../../../domain/pages/page-head/release-head';
import { useDocumentMeta } from '../../../components/document-meta';
import { ReleaseCover } from '../../../components/release-cover';
import { paths } from '../../../paths';
import { useReleases } from '../../../state/content';
import { ShopHeader } from '../../shop-header';
import NotFoundScreen from '../not-found/not-found-screen';
import { PlatformLinks } from './platform-links';
import { ReleaseMerch } from './release-merch';
import { ReleasePlayer } from './release-player';
import { TrackList } from './track-list';

export default function ReleaseScreen() {
  const releases = useReleases();
  const { id } = useParams();
  const release = releases.find((r) => r.slug === id);
  const head = useMemo(() => release && releaseHead(release), [release]);
  // No release by that address: a not-found head, as the not-found screen's.
  useDocumentMeta({ head });
  if (!release) return <NotFoundScreen what="release" />;
  const listen = releaseListenLinks(release);
  return (
    <>
      <ShopHeader />
      <article className="page release">
        <ReleaseCover release={release} sizes="(max-width: 768px) 100vw, 40vw" eager />
        <div className="release-info">
          <p className="eyebrow">
            <Link to={paths.discography}>Discography</Link>
          </p>
          <h1>{release.title}</h1>
          <p className="release-meta">
            <span>{releaseTypeLabel(release)}</span> · <span>{releaseYear(release)}</span>
            {release.type === 'single' && <> · {release.artist}</>}
          </p>
          <ReleasePlayer release={release} />
          {listen.length > 0 && (
            <section aria-labelledby="listen-title">
              <h2 id="listen-title">Listen</h2>
              <PlatformLinks links={listen} title={release.title} />
            </section>
          )}
          {release.type === 'ep' && (
            <section aria-labelledby="tracks-title">
              <h2 id="tracks-title">Tracks</h2>
              <TrackList songs={release.songs} />
            </section>
          )}
        </div>
      </article>
      <ReleaseMerch release={release} />
    </>
  );
}
