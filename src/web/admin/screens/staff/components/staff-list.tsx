import '../staff.css';
import { useState } from 'react';
import type { StaffAccount } from '../../../../../domain/auth/auth';
import type { StaffRole } from '../../../../../domain/auth/roles';
import { problemOf } from '../../../../api-client';
import { useLoad } from '../../../../hooks/use-load';
import { formatWhen } from '../../../../when';
import { useConfirm } from '../../../components/confirm-dialog';
import { ListStates } from '../../../components/list-states';
import { twoFactorApi } from '../../../features/auth/two-factor-api';
import { staffApi } from '../../../features/staff/staff-api';
import { EndSessionsButton } from './end-sessions-button';
import { Invitations } from './invitations';
import { RoleOptions } from './role-select';

function deactivateQuestion(email: string) {
  return `Deactivate ${email}? They will be signed out and can no longer sign in.`;
}

/**
 * Who may sign in to the admin: the list, each with their role (an owner changes it here) and
 * deactivate or reactivate, and the invitations to join.
 */
export function StaffList() {
  const [accounts, setAccounts] = useState<StaffAccount[]>([]);
  const state = useLoad(async () => setAccounts(await staffApi.list()), 'Failed to retrieve staff');
  const [busy, setBusy] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
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

  async function resetTwoFactor(account: StaffAccount) {
    const question = `Reset two-factor sign-in for ${account.email}? They will be signed out, and sign in with their password alone until they set it up again.`;
    if (!(await confirm.ask(question, 'Reset'))) return;
    setBusy(account.id);
    setActionError(null);
    try {
      await twoFactorApi.reset(account.id);
      setAccounts(await staffApi.list());
    } catch (failure) {
      setActionError(problemOf(failure).message);
    } finally {
      setBusy(null);
    }
  }

  async function changeRole(account: StaffAccount, role: StaffRole) {
    setBusy(account.id);
    setActionError(null);
    try {
      await staffApi.setRole(account.id, role);
    } catch (failure) {
      setActionError(problemOf(failure).message);
    } finally {
      setAccounts(await staffApi.list().catch(() => accounts));
      setBusy(null);
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
        {notice && (
          <p className="notice" role="status">
            {notice}
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
                    {account.twoFactor && <span className="tag">Two-factor</span>}
                  </span>
                  <span className="admin-row-meta">
                    {account.active ? 'Active' : 'Deactivated'} · added{' '}
                    <time dateTime={account.createdAt}>{formatWhen(account.createdAt)}</time>
                  </span>
                </div>
                <div className="admin-row-actions staff-row-actions">
                  <label className="staff-role">
                    <span className="visually-hidden">Role of {account.email}</span>
                    <select
                      value={account.role}
                      disabled={busy === account.id}
                      onChange={(e) => void changeRole(account, e.target.value as StaffRole)}
                    >
                      <RoleOptions />
                    </select>
                  </label>
                  {!account.you && account.twoFactor && (
                    <button
                      type="button"
                      className="button button-outline button-small"
                      disabled={busy === account.id}
                      aria-label={`Reset two-factor sign-in of ${account.email}`}
                      onClick={() => void resetTwoFactor(account)}
                    >
                      Reset two-factor
                    </button>
                  )}
                  {!account.you && account.active && (
                    <EndSessionsButton
                      account={account}
                      disabled={busy === account.id}
                      ask={confirm.ask}
                      onDone={(message, failed) => {
                        setNotice(failed ? null : message);
                        setActionError(failed ? message : null);
                      }}
                    />
                  )}
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
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Invitations />
    </>
  );
}
