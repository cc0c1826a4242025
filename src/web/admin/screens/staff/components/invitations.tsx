import { useState } from 'react';
import type { Invitation } from '../../../../../domain/auth/invitation-types';
import { STAFF_ROLE_LABELS } from '../../../../../domain/auth/roles';
import { problemOf } from '../../../../api-client';
import { useLoad } from '../../../../hooks/use-load';
import { formatWhen } from '../../../../when';
import { useConfirm } from '../../../components/confirm-dialog';
import { ListStates } from '../../../components/list-states';
import { invitationApi } from '../../../features/staff/invitation-api';
import { InviteStaff } from './invite-staff';

function cancelQuestion(email: string) {
  return `Cancel the invitation of ${email}? Its link stops working; you can invite them again later.`;
}

/** Who has been invited and not yet joined, each with "Cancel invitation", and the form to invite. */
export function Invitations() {
  const [invitations, setInvitations] = useState<Invitation[]>([]);
  const state = useLoad(
    async () => setInvitations(await invitationApi.pending()),
    'Failed to retrieve invitations',
  );
  const [busy, setBusy] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const confirm = useConfirm();
  const reload = async () => setInvitations(await invitationApi.pending());

  async function cancel(invitation: Invitation) {
    if (!(await confirm.ask(cancelQuestion(invitation.email), 'Cancel invitation'))) return;
    setBusy(invitation.id);
    setActionError(null);
    try {
      await invitationApi.cancel(invitation.id);
    } catch (failure) {
      setActionError(problemOf(failure).message);
    } finally {
      await reload().catch(() => {});
      setBusy(null);
    }
  }

  return (
    <>
      {confirm.dialog}
      {(invitations.length > 0 || state.status === 'error') && (
        <section aria-labelledby="invitations-heading" className="admin-section">
          <h2 id="invitations-heading">Pending invitations</h2>
          {actionError && (
            <p className="notice notice-warning" role="alert">
              {actionError}
            </p>
          )}
          <ListStates
            status={state.status}
            count={invitations.length}
            empty="No pending invitations."
            loadError={state.error}
            retry={state.retry}
          />
          <ul className="admin-rows" aria-label="Pending invitations">
            {invitations.map((invitation) => (
              <li key={invitation.id} className="admin-row">
                <div className="admin-row-main">
                  <span className="admin-row-name invitation-email">{invitation.email}</span>
                  <span className="admin-row-meta">
                    {STAFF_ROLE_LABELS[invitation.role]} · expires{' '}
                    <time dateTime={invitation.expiresAt}>{formatWhen(invitation.expiresAt)}</time>
                  </span>
                </div>
                <div className="admin-row-actions staff-row-actions">
                  <button
                    type="button"
                    className="button button-outline button-small button-danger"
                    disabled={busy === invitation.id}
                    aria-label={`Cancel the invitation of ${invitation.email}`}
                    onClick={() => void cancel(invitation)}
                  >
                    Cancel invitation
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      <InviteStaff onInvited={reload} />
    </>
  );
}
