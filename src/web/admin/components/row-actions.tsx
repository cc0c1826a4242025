import { Link } from 'react-router';

type Props = { name: string; editPath: string; busy: boolean; onDelete(): void };

/** A list row's Edit link and Delete button, named for the row so each is found by what it acts on. */
export function RowActions({ name, editPath, busy, onDelete }: Props) {
  return (
    <div className="admin-row-actions">
      <Link className="button button-outline button-small" to={editPath} aria-label={`Edit ${name}`}>
        Edit
      </Link>
      <button
        type="button"
        className="button button-outline button-small button-danger"
        aria-label={`Delete ${name}`}
        disabled={busy}
        onClick={onDelete}
      >
        Delete
      </button>
    </div>
  );
}
