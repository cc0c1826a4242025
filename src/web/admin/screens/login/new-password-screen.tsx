import { PASSWORD_RESET_MESSAGES } from '../../../../domain/auth/auth';
import { COMMON_PASSWORD_HINT, describePasswordPolicy } from '../../../../domain/auth/password-policy';
import '../../styles/admin.css';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { problemOf } from '../../../api-client';
import { useDocumentMeta } from '../../../components/document-meta';
import { LoadingScreen, Spinner } from '../../../components/loading-screen';
import { linkToken } from '../../../link-token';
import { paths } from '../../../paths';
import { adminPaths } from '../../admin-paths';
import { signInApi } from '../../features/auth/sign-in-api';
import { useEmailedLink } from './use-emailed-link';

/** A link that no longer works: why, and the way to a new one. */
function DeadLink({ message }: { message: string }) {
  return (
    <div className="login">
      <section className="login-card" aria-labelledby="new-password-title">
        <img src="/media/brand/lock.svg" alt="" width="96" height="96" className="login-lock" />
        <h1 id="new-password-title">This link does not work</h1>
        <p className="login-error" role="alert">
          {message}
        </p>
        <Link to={paths.forgotPassword} className="button button-accent login-button">
          Ask for a new link
        </Link>
        <Link to={paths.login} className="login-link login-back">
          Back to sign in
        </Link>
      </section>
    </div>
  );
}

/**
 * The page a "Forgot password?" email opens: a new password, once. Saving it signs this browser
 * in and every other one out, and goes to the admin.
 */
export default function NewPasswordScreen() {
  useDocumentMeta();
  const navigate = useNavigate();
  const token = linkToken(useLocation().hash);
  const { link, policy, linkDied } = useEmailedLink(
    token,
    PASSWORD_RESET_MESSAGES.linkIncomplete,
    async (asked) => {
      const { email } = await signInApi.checkResetLink(asked);
      return email ? { email } : { dead: PASSWORD_RESET_MESSAGES.linkInvalid };
    },
  );
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await signInApi.resetPassword(token, password);
      // With two-factor, the new password alone does not sign in: the code is asked next.
      if (answer.secondFactor) navigate(paths.login, { replace: true, state: { secondFactor: true } });
      else navigate(adminPaths.root, { replace: true });
    } catch (failure) {
      const problem = problemOf(failure);
      if (problem.fields.token) linkDied(problem.fields.token);
      else setError(problem.fields.password ?? problem.message);
      setBusy(false);
    }
  }

  if (link.status === 'checking') return <LoadingScreen />;
  if (link.status === 'dead') return <DeadLink message={link.message} />;
  return (
    <div className="login">
      <form className="login-card" onSubmit={submit} aria-labelledby="new-password-title" noValidate>
        <img src="/media/brand/lock.svg" alt="" width="96" height="96" className="login-lock" />
        <h1 id="new-password-title">Choose a new password</h1>
        <p className="login-lead">
          For <strong className="login-account">{link.email}</strong>. Saving it signs you out on every other
          device.
        </p>
        {error && (
          <p className="login-error" role="alert">
            {error}
          </p>
        )}
        {/* For password managers: the account this new password belongs to. */}
        <input type="email" autoComplete="username" value={link.email} readOnly hidden />
        <div className="floating">
          <input
            id="new-password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="new-password"
            placeholder=" "
            required
            aria-invalid={error ? true : undefined}
            aria-describedby="new-password-hint"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <label htmlFor="new-password">New password</label>
        </div>
        <p id="new-password-hint" className="login-hint">
          {policy && `${describePasswordPolicy(policy)} `}
          {COMMON_PASSWORD_HINT}
        </p>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={showPassword}
            onChange={(event) => setShowPassword(event.target.checked)}
          />
          Show Password
        </label>
        {busy ? (
          <Spinner label="Saving" />
        ) : (
          <button type="submit" className="button button-accent login-button">
            Save and sign in
          </button>
        )}
      </form>
    </div>
  );
}
