import { type FormEvent, useState } from 'react';
import type { PasskeyItem } from '../../../../../domain/auth/auth';
import { Field } from '../../../../components/field';
import { useLoad } from '../../../../hooks/use-load';
import { formatWhen } from '../../../../when';
import { useConfirm } from '../../../components/confirm-dialog';
import { passkeyProblem, passkeysApi, passkeysSupported } from '../../../features/auth/passkeys-api';

/** One's passkeys on the account screen: each by its name, with when it was last used; add, remove. */
export function PasskeysPanel() {
  const [items, setItems] = useState<PasskeyItem[]>([]);
  const load = useLoad(async () => setItems(await passkeysApi.list()), 'Failed to retrieve your passkeys');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const confirm = useConfirm();

  async function run(action: () => Promise<void>, done: string) {
    setBusy(true);
    setError(null);
    setSaid(null);
    try {
      await action();
      setItems(await passkeysApi.list());
      setSaid(done);
    } catch (failure) {
      setError(passkeyProblem(failure, 'No passkey was made: the browser’s dialog was closed.'));
    } finally {
      setBusy(false);
    }
  }

  function add(event: FormEvent) {
    event.preventDefault();
    const label = name.trim() || 'Passkey';
    void run(async () => {
      await passkeysApi.add(label);
      setName('');
    }, `${label} was added. You can sign in with it.`);
  }

  async function remove(item: PasskeyItem) {
    if (!(await confirm.ask(`Remove the passkey ${item.name}? It will no longer sign you in.`, 'Remove')))
      return;
    await run(async () => {
      await passkeysApi.remove(item.id);
    }, `${item.name} was removed.`);
  }

  return (
    <section aria-labelledby="passkeys-heading" className="admin-section">
      {confirm.dialog}
      <h2 id="passkeys-heading">Passkeys</h2>
      <p>
        Sign in with your fingerprint, face or device PIN instead of typing a code: a passkey is kept by this
        device or your password manager, and works only on this site.
      </p>
      {load.status === 'error' && (
        <p className="notice notice-warning" role="alert">
          {load.error}
        </p>
      )}
      {error && (
        <p className="notice notice-warning" role="alert">
          {error}
        </p>
      )}
      {said && (
        <p className="notice" role="status">
          {said}
        </p>
      )}
      {items.length > 0 && (
        <ul className="admin-rows" aria-label="Your passkeys">
          {items.map((item) => (
            <li key={item.id} className="admin-row">
              <div className="admin-row-main">
                <span className="admin-row-name">{item.name}</span>
                <span className="admin-row-meta">
                  Added <time dateTime={item.createdAt}>{formatWhen(item.createdAt)}</time>
                  {item.lastUsedAt && (
                    <>
                      {' '}
                      · last used <time dateTime={item.lastUsedAt}>{formatWhen(item.lastUsedAt)}</time>
                    </>
                  )}
                </span>
              </div>
              <div className="admin-row-actions">
                <button
                  type="button"
                  className="button button-outline button-small button-danger"
                  disabled={busy}
                  aria-label={`Remove the passkey ${item.name}`}
                  onClick={() => void remove(item)}
                >
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {passkeysSupported() ? (
        <form className="admin-form" onSubmit={add} noValidate>
          <Field
            id="passkey-name"
            label="Name for a new passkey"
            optional
            hint="So you can tell it apart, e.g. “Work laptop”."
          >
            {(props) => (
              <input {...props} maxLength={60} value={name} onChange={(e) => setName(e.target.value)} />
            )}
          </Field>
          <div className="form-actions">
            <button type="submit" className="button button-outline" disabled={busy}>
              {busy ? 'Waiting for your device…' : 'Add a passkey'}
            </button>
          </div>
        </form>
      ) : (
        <p className="hint">This browser cannot make passkeys.</p>
      )}
    </section>
  );
}
