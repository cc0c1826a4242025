import { type FormEvent, useState } from 'react';
import { INVITATION_HOURS } from '../../../../../domain/auth/invitation';
import type { InvitationSent } from '../../../../../domain/auth/invitation-types';
import type { StaffRole } from '../../../../../domain/auth/roles';
import { type Problem, problemOf } from '../../../../api-client';
import { Field } from '../../../../components/field';
import { invitationApi } from '../../../features/staff/invitation-api';
import { RoleOptions, roleHint } from './role-select';

/**
 * The link of an invitation that was not emailed, shown this once with a Copy button: the server
 * keeps only its hash, so it cannot be shown again (a new invitation makes a new link).
 */
function ShownLink({ sent }: { sent: InvitationSent }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const link = sent.link ?? '';
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page, a refusal): the link is selected to copy by hand.
      (document.getElementById('invitation-link') as HTMLInputElement | null)?.select();
      setCopied(false);
    }
  }
  return (
    <div className="notice invitation-link" role="status">
      <p>{sent.message}</p>
      <div className="invitation-link-row">
        <label htmlFor="invitation-link" className="visually-hidden">
          Invitation link for {sent.invitation.email}
        </label>
        <input
          id="invitation-link"
          type="text"
          readOnly
          value={link}
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className="button button-accent button-small" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy link'}
        </button>
      </div>
      {copied === false && (
        <p className="hint">Copying did not work here: the link is selected, copy it by hand.</p>
      )}
    </div>
  );
}

/** The form to invite someone: their email and role; the link is emailed, or shown once to pass on. */
export function InviteStaff({ onInvited }: { onInvited: () => Promise<void> }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('fulfilment');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sent, setSent] = useState<InvitationSent | null>(null);

  async function invite(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    setProblem(null);
    setSent(null);
    try {
      setSent(await invitationApi.invite(email, role));
      setEmail('');
      await onInvited();
    } catch (failure) {
      setProblem(problemOf(failure));
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby="invite-staff-heading" className="admin-section">
      <h2 id="invite-staff-heading">Invite staff</h2>
      <p className="hint">
        They get a link that works once, for {INVITATION_HOURS} hours: they choose their own password and are
        in.
      </p>
      <form className="admin-form" onSubmit={invite} noValidate>
        {problem && (
          <p className="notice notice-warning" role="alert">
            {problem.message}
          </p>
        )}
        {sent?.delivery === 'email' && (
          <p className="notice" role="status">
            {sent.message}
          </p>
        )}
        {sent?.delivery === 'link' && <ShownLink sent={sent} />}
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
          <Field id="staff-role" label="Role" error={problem?.fields.role} hint={roleHint(role)}>
            {(props) => (
              <select {...props} value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
                <RoleOptions />
              </select>
            )}
          </Field>
        </div>
        <div className="form-actions">
          <button type="submit" className="button button-accent" disabled={sending}>
            {sending ? 'Sending…' : 'Send invitation'}
          </button>
        </div>
      </form>
    </section>
  );
}
