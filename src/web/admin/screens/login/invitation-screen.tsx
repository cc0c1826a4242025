import { INVITATION_LINK_MESSAGES } from '../../../../domain/auth/invitation';
import { STAFF_ROLE_HINTS, STAFF_ROLE_LABELS, type StaffRole } from '../../../../domain/auth/roles';
import '../../../styles/forms.css';
import '../../styles/admin.css';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { problemOf } from '../../../api-client';
import { useDocumentMeta } from '../../../components/document-meta';
import { LoadingScreen, Spinner } from '../../../components/loading-screen';
import { linkToken } from '../../../link-token';
import { paths } from '../../../paths';
import { adminPaths } from '../../admin-paths';
import { NewPasswordField } from '../../components/new-password-field';
import { invitationApi } from '../../features/staff/invitation-api';
import { usePasswordCheck } from '../../features/staff/use-password-check';
import { useEmailedLink } from './use-emailed-link';

/** An invitation that no longer works: why, and the way on (a new invitation from the owner). */
function DeadInvitation({ message }: { message: string }) {
  return (
    <div className="login">
      <section className="login-card" aria-labelledby="invitation-title">
        <img src="/media/brand/lock.svg" alt="" width="96" height="96" className="login-lock" />
        <h1 id="invitation-title">This invitation does not work</h1>
        <p className="login-error" role="alert">
          {message}
        </p>
        <Link to={paths.login} className="login-link login-back">
          Go to sign in
        </Link>
      </section>
    </div>
  );
}

/**
 * The page a staff invitation's link opens: whom it is for and as what, and the password they
 * choose. Accepting makes the account, signs this browser in and goes to the admin.
 */
export default function InvitationScreen() {
  useDocumentMeta();
  const navigate = useNavigate();
  const token = linkToken(useLocation().hash);
  const { link, policy, linkDied } = useEmailedLink<{ email: string; role: StaffRole }>(
    token,
    INVITATION_LINK_MESSAGES.unknown,
    async (asked) => {
      const found = await invitationApi.check(asked);
      return found.state === 'pending' && found.email && found.role
        ? { email: found.email, role: found.role }
        : { dead: found.message ?? INVITATION_LINK_MESSAGES.unknown };
    },
  );
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const check = usePasswordCheck();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setPasswordError(undefined);
    try {
      await invitationApi.accept(token, password);
      navigate(adminPaths.root, { replace: true });
    } catch (failure) {
      const problem = problemOf(failure);
      if (problem.fields.token) linkDied(problem.fields.token);
      else if (problem.fields.password) setPasswordError(problem.fields.password);
      else setError(problem.message);
      setBusy(false);
    }
  }

  if (link.status === 'checking') return <LoadingScreen />;
  if (link.status === 'dead') return <DeadInvitation message={link.message} />;
  return (
    <div className="login">
      <form className="login-card" onSubmit={submit} aria-labelledby="invitation-title" noValidate>
        <img src="/media/brand/lock.svg" alt="" width="96" height="96" className="login-lock" />
        <h1 id="invitation-title">Join the admin</h1>
        <p className="login-lead">
          You are invited as <strong>{STAFF_ROLE_LABELS[link.role]}</strong>, with the account{' '}
          <strong className="login-account">{link.email}</strong>. {STAFF_ROLE_HINTS[link.role]}
        </p>
        {error && (
          <p className="login-error" role="alert">
            {error}
          </p>
        )}
        {/* For password managers: the account this password belongs to. */}
        <input type="email" autoComplete="username" value={link.email} readOnly hidden />
        <NewPasswordField
          id="invitation-password"
          label="Choose a password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            setPasswordError(undefined);
          }}
          error={passwordError}
          policy={policy}
          check={check}
        />
        {busy ? (
          <Spinner label="Making your account" />
        ) : (
          <button type="submit" className="button button-accent login-button">
            Join and sign in
          </button>
        )}
      </form>
    </div>
  );
}
