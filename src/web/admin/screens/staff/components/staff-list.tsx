import { type FormEvent, useState } from 'react';
import type { StaffAccount } from '../../../../../domain/auth/auth';
import { describePasswordPolicy, type PasswordPolicy } from '../../../../../domain/auth/password-policy';
import { type Problem, problemOf } from '../../../../api-client';
import { Field } from '../../../../components/field';
import { useLoad } from '../../../../hooks/use-load';
import { formatWhen } from '../../../../when';
import { useConfirm } from '../../../components/confirm-dialog';
import { ListStates } from '../../../components/list-states';
import { staffApi } from '../../../features/staff/staff-api';

function deactivateQuestion(email: string) {
  return `Deactivate ${email}? They will be signed out and can no longer sign in.`;
}

/** Who may sign in to the admin: the list, with deactivate and reactivate, and a form to add someone. */
export function StaffList({ policy }: { policy: PasswordPolicy | null }) {
  const [accounts, setAccounts] = useState<StaffAccount[]>([]);
  const state = useLoad(async () => setAccounts(await staffApi.list()), 'Failed to retrieve staff');
  const [busy, setBusy] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const confirm = useConfirm();

  async function act(account: StaffAccount, action: 'deactivate' | 'reactivate') {
    // Deactivating ends a colleague's sessions at once, so it asks first, as deletes do.
    if (action === 'deactivate' && !(await confirm.ask(deactivateQuestion(account.email), 'Deactivate')))
      return;
    setBusy(account.id);
    setActionError(null);
    try {
      await staffApi[action](account.id);
      setAccounts(await staffApi.list());
    } catch (failure) {
      setActionError(problemOf(failure).message);
    } finally {
      setBusy(null);
    }
  }

  async function add(event: FormEvent) {
    event.preventDefault();
    setAdding(true);
    setProblem(null);
    setAdded(null);
    try {
      const created = await staffApi.add(email, password);
      setAdded(created.email);
      setEmail('');
      setPassword('');
      setAccounts(await staffApi.list());
    } catch (failure) {
      setProblem(problemOf(failure));
    } finally {
      setAdding(false);
    }
  }

  return (
    <>
      {confirm.dialog}
      <section aria-labelledby="staff-heading" className="admin-section">
        <h2 id="staff-heading">Accounts</h2>
        {actionError && (
          <p className="notice notice-warning" role="alert">
            {actionError}
          </p>
        )}
        <ListStates
          status={state.status}
          count={accounts.length}
          empty="No staff accounts."
          loadError={state.error}
          retry={state.retry}
        />
        {accounts.length > 0 && (
          <ul className="admin-rows" aria-label="Staff accounts">
            {accounts.map((account) => (
              <li key={account.id} className="admin-row">
                <div className="admin-row-main">
                  <span className="admin-row-name">
                    {account.email}
                    {account.you && <span className="tag">You</span>}
                  </span>
                  <span className="admin-row-meta">
                    {account.active ? 'Active' : 'Deactivated'} · added{' '}
                    <time dateTime={account.createdAt}>{formatWhen(account.createdAt)}</time>
                  </span>
                </div>
                {!account.you && (
                  <button
                    type="button"
                    className={
                      account.active
                        ? 'button button-outline button-small button-danger'
                        : 'button button-outline button-small'
                    }
                    disabled={busy === account.id}
                    aria-label={`${account.active ? 'Deactivate' : 'Reactivate'} ${account.email}`}
                    onClick={() => void act(account, account.active ? 'deactivate' : 'reactivate')}
                  >
                    {account.active ? 'Deactivate' : 'Reactivate'}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="add-staff-heading" className="admin-section">
        <h2 id="add-staff-heading">Add staff</h2>
        <form className="admin-form" onSubmit={add} noValidate>
          {problem && (
            <p className="notice notice-warning" role="alert">
              {problem.message}
            </p>
          )}
          {added && (
            <p className="notice" role="status">
              {added} can now sign in. Give them the password in person or by another channel.
            </p>
          )}
          <div className="field-row">
            <Field id="staff-email" label="Email" error={problem?.fields.email}>
              {(props) => (
                <input
                  {...props}
                  type="email"
                  autoComplete="off"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
              )}
            </Field>
            <Field id="staff-password" label="Password" error={problem?.fields.password}>
              {(props) => (
                <input
                  {...props}
                  type="password"
                  autoComplete="new-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              )}
            </Field>
          </div>
          {policy && <p className="hint">{describePasswordPolicy(policy)}</p>}
          <div className="form-actions">
            <button type="submit" className="button button-accent" disabled={adding}>
              {adding ? 'Adding…' : 'Add staff'}
            </button>
          </div>
        </form>
      </section>
    </>
  );
}
