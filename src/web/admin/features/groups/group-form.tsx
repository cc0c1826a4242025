import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { GroupKind } from '../../../../domain/catalog/admin';
import { ApiError } from '../../../api-client';
import { useDocumentMeta } from '../../../components/document-meta';
import { Spinner } from '../../../components/loading-screen';
import { groupsApi } from './groups-api';

type Props = { kind: GroupKind; listPath: string };

/** Creates a collection or category, or renames one (with an id in the route). */
export function GroupForm({ kind, listPath }: Props) {
  const { id } = useParams();
  const navigate = useNavigate();
  const label = kind === 'collection' ? 'collection' : 'category';
  useDocumentMeta();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(Boolean(id));
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!id) return;
    groupsApi.group(kind, id).then(
      (group) => {
        setName(group.name);
        setLoading(false);
      },
      (failure: unknown) => {
        setError(failure instanceof Error ? failure.message : String(failure));
        setLoading(false);
      },
    );
  }, [id, kind]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      if (id) await groupsApi.updateGroup(kind, id, name);
      else await groupsApi.createGroup(kind, name);
      navigate(listPath);
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.fields.name ?? failure.message) : String(failure));
      setSaving(false);
    }
  }

  if (loading) return <Spinner />;
  return (
    <section className="admin-page">
      <h1>{id ? `Edit ${label}` : `New ${label}`}</h1>
      <form className="admin-form" onSubmit={submit} noValidate>
        <div className={error ? 'field field-invalid' : 'field'}>
          <label htmlFor="group-name">Name</label>
          <input
            id="group-name"
            value={name}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'group-name-error' : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          {error && (
            <p id="group-name-error" className="field-error" role="alert">
              {error}
            </p>
          )}
        </div>
        <div className="form-actions">
          <button type="button" className="button button-outline" onClick={() => navigate(listPath)}>
            Cancel
          </button>
          <button type="submit" className="button button-accent" disabled={saving}>
            {saving ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
    </section>
  );
}
