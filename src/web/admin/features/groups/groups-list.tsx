import { Link } from 'react-router';
import type { AdminGroup, GroupKind } from '../../../../domain/catalog/admin';
import { useDocumentMeta } from '../../../components/document-meta';
import { ListStates } from '../../components/list-states';
import { RowActions } from '../../components/row-actions';
import { useAdminList } from '../../hooks/use-admin-list';
import { groupsApi } from './groups-api';

type Props = {
  kind: GroupKind;
  title: string;
  newLabel: string;
  newPath: string;
  editPath(id: string): string;
  empty: string;
};

/** Collections and categories: the same list, with their own words. */
export function GroupsList({ kind, title, newLabel, newPath, editPath, empty }: Props) {
  useDocumentMeta();
  const list = useAdminList<AdminGroup>({
    load: () => groupsApi.groups(kind),
    remove: (id) => groupsApi.deleteGroup(kind, id),
    confirmText: `Are you sure you want to delete this ${kind}?`,
    failurePrefix: { load: `Failed to retrieve ${title.toLowerCase()}`, remove: `Failed to delete ${kind}` },
  });
  return (
    <section className="admin-page">
      <div className="admin-title">
        <h1>{title}</h1>
        <Link className="button button-accent" to={newPath}>
          {newLabel}
        </Link>
      </div>
      {list.error && (
        <p className="notice notice-warning" role="alert">
          Failed to delete {kind}: {list.error}
        </p>
      )}
      <ListStates {...list} count={list.items.length} empty={empty} />
      {list.items.length > 0 && (
        <ul className="admin-rows" aria-label={title}>
          {list.items.map((group) => (
            <li key={group.id} className="admin-row">
              <div className="admin-row-main">
                <span className="admin-row-name">{group.name}</span>
                <span className="admin-row-meta">
                  {group.productCount === 1 ? '1 product' : `${group.productCount} products`}
                </span>
              </div>
              <RowActions
                name={group.name}
                editPath={editPath(group.id)}
                busy={list.removing === group.id}
                onDelete={() => void list.remove(group.id)}
              />
            </li>
          ))}
        </ul>
      )}
      {list.dialog}
    </section>
  );
}
