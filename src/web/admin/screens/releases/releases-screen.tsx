import { Link } from 'react-router';
import { releaseTypeLabel, releaseYear } from '../../../../domain/content/releases';
import { useDocumentMeta } from '../../../components/document-meta';
import { adminPaths } from '../../admin-paths';
import { ListStates } from '../../components/list-states';
import { RowActions } from '../../components/row-actions';
import { contentApi } from '../../features/content/content-api';
import { useAdminList } from '../../hooks/use-admin-list';

/** The discography as staff manage it: newest first, each with Edit and Delete. */
export default function AdminReleasesScreen() {
  useDocumentMeta();
  const list = useAdminList({
    load: async () => (await contentApi.releases()).map((release) => ({ ...release, id: release.slug })),
    remove: (slug) => contentApi.deleteRelease(slug),
    confirmText: 'Are you sure you want to delete this release? Its page will be gone.',
    failurePrefix: { load: 'Failed to retrieve releases', remove: 'Failed to delete release' },
  });
  return (
    <section className="admin-page">
      <div className="admin-title">
        <h1>Releases</h1>
        <Link className="button button-accent" to={adminPaths.newRelease}>
          New release
        </Link>
      </div>
      {list.error && (
        <p className="notice notice-warning" role="alert">
          Failed to delete release: {list.error}
        </p>
      )}
      <ListStates {...list} count={list.items.length} empty="No releases yet." />
      {list.items.length > 0 && (
        <ul className="admin-rows" aria-label="Releases">
          {list.items.map((release) => (
            <li key={release.slug} className="admin-row">
              <img
                className="release-thumb"
                src={release.cover}
                alt=""
                width="56"
                height="56"
                loading="lazy"
              />
              <div className="admin-row-main">
                <span className="admin-row-name">{release.title}</span>
                <span className="admin-row-meta">
                  {releaseTypeLabel(release)} · {releaseYear(release)} · /discography/{release.slug}
                </span>
              </div>
              <RowActions
                name={release.title}
                editPath={adminPaths.editRelease(release.slug)}
                busy={list.removing === release.slug}
                onDelete={() => void list.remove(release.slug)}
              />
            </li>
          ))}
        </ul>
      )}
      {list.dialog}
    </section>
  );
}
