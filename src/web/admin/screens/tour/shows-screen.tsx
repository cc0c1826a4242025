import { Link } from 'react-router';
import { showDay, showPlace, showTime } from '../../../../domain/tour/show-text';
import { SHOW_STATUS_LABELS, type Show } from '../../../../domain/tour/tour';
import { useDocumentMeta } from '../../../components/document-meta';
import { adminPaths } from '../../admin-paths';
import { ListStates } from '../../components/list-states';
import { RowActions } from '../../components/row-actions';
import { showsApi } from '../../features/tour/shows-api';
import { useAdminList } from '../../hooks/use-admin-list';

/** /admin/tour: every show, newest first, each to edit or delete, and "New show". */
export default function AdminShowsScreen() {
  useDocumentMeta();
  const list = useAdminList<Show>({
    load: showsApi.shows,
    remove: showsApi.deleteShow,
    confirmText: 'Are you sure you want to delete this show?',
    failurePrefix: { load: 'Failed to retrieve shows', remove: 'Failed to delete show' },
  });
  return (
    <section className="admin-page">
      <div className="admin-title">
        <h1>Tour</h1>
        <Link className="button button-accent" to={adminPaths.newShow}>
          New show
        </Link>
      </div>
      {list.error && (
        <p className="notice notice-warning" role="alert">
          Failed to delete show: {list.error}
        </p>
      )}
      <ListStates {...list} count={list.items.length} empty="No shows found." />
      {list.items.length > 0 && (
        <ul className="admin-rows" aria-label="Shows">
          {list.items.map((show) => {
            const name = `${show.venue}, ${showDay(show)}`;
            return (
              <li key={show.id} className="admin-row">
                <div className="admin-row-main">
                  <span className="admin-row-name">{show.venue}</span>
                  <span className="admin-row-meta">
                    {showDay(show)} {showTime(show)} · {showPlace(show)} · {SHOW_STATUS_LABELS[show.status]}
                  </span>
                </div>
                <RowActions
                  name={name}
                  editPath={adminPaths.editShow(show.id)}
                  busy={list.removing === show.id}
                  onDelete={() => void list.remove(show.id)}
                />
              </li>
            );
          })}
        </ul>
      )}
      {list.dialog}
    </section>
  );
}
