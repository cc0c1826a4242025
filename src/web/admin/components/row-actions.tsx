import type { ReactNode } from 'react';
import { Link } from 'react-router';

type Props = { name: string; editPath: string; busy: boolean; onDelete(): void; children?: ReactNode };

/**
 * A list row's Edit link and Delete button, named for the row so each is found by what it acts on;
 * a row's own other actions (`children`) sit between them.
 */
export function RowActions({ name, editPath, busy, onDelete, children }: Props) {
  return (
    <div className="admin-row-actions">
      <Link className="button button-outline button-small" to={editPath} aria-label={`Edit ${name}`}>
        Edit
      </Link>
      {children}
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
