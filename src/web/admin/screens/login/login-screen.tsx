import '../../styles/admin.css';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useDocumentMeta } from '../../../components/document-meta';
import { Spinner } from '../../../components/loading-screen';
import { paths } from '../../../paths';
import { useHydrated } from '../../../render-context';
import { adminPaths } from '../../admin-paths';
import { passkeyProblem, passkeysApi, passkeysSupported } from '../../features/auth/passkeys-api';
import { signInApi } from '../../features/auth/sign-in-api';
import { SecondFactorForm } from './second-factor-form';

/**
 * Staff sign-in. A failure says so without telling which of email or password was wrong. The server
 * draws the form; it takes typing once the app has taken the page over, so nothing typed is lost.
 */
export default function LoginScreen() {
  useDocumentMeta();
  const ready = useHydrated();
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // After a reset link's new password, the sign-in may already be waiting for its code.
  const [codeAsked, setCodeAsked] = useState(
    (location.state as { secondFactor?: unknown } | null)?.secondFactor === true,
  );

  function goIn() {
    // Back to the admin page that asked for sign-in (a link from an email, say), else the admin home.
    const from = (location.state as { from?: unknown } | null)?.from;
    const back = typeof from === 'string' && /^\/admin(\/|\?|$)/.test(from) ? from : adminPaths.root;
    navigate(back, { replace: true });
  }

  async function withPasskey() {
    setBusy(true);
    setError(null);
    try {
      await passkeysApi.signIn();
      goIn();
    } catch (failure) {
      setError(passkeyProblem(failure, 'No passkey was used: the browser’s dialog was closed.'));
      setBusy(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await signInApi.login(email.trim(), password);
      if (answer.secondFactor) {
        setPassword('');
        setCodeAsked(true);
        return;
      }
      goIn();
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : String(failure);
      console.warn(`Login failed: ${message}`);
      setError(message);
      setBusy(false);
    }
  }

  if (codeAsked) {
    return (
      <div className="login">
        <SecondFactorForm onSignedIn={goIn} />
      </div>
    );
  }

  return (
    <div className="login">
      <form className="login-card" onSubmit={submit} aria-labelledby="login-title">
        <img src="/media/brand/lock.svg" alt="" width="96" height="96" className="login-lock" />
        <h1 id="login-title">Welcome back!</h1>
        <p className="login-lead">Please enter your details</p>
        {error && (
          <p className="login-error" role="alert">
            {error}
          </p>
        )}
        <div className="floating">
          <input
            id="login-email"
            type="email"
            autoComplete="username"
            placeholder=" "
            required
            disabled={!ready}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <label htmlFor="login-email">Email</label>
        </div>
        <div className="floating">
          <input
            id="login-password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            placeholder=" "
            required
            disabled={!ready}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <label htmlFor="login-password">Password</label>
        </div>
        <div className="login-options">
          <label className="checkbox">
            <input
              type="checkbox"
              checked={showPassword}
              disabled={!ready}
              onChange={(event) => setShowPassword(event.target.checked)}
            />
            Show Password
          </label>
          <Link to={paths.forgotPassword} className="login-link">
            Forgot password?
          </Link>
        </div>
        {busy ? (
          <Spinner label="Signing in" />
        ) : (
          <>
            <button type="submit" className="button button-accent login-button" disabled={!ready}>
              Login
            </button>
            {/* Drawn by the server too (taking clicks once the app is ready), so the card does not grow. */}
            {(!ready || passkeysSupported()) && (
              <button
                type="button"
                className="button button-outline login-button"
                disabled={!ready}
                onClick={() => void withPasskey()}
              >
                Sign in with a passkey
              </button>
            )}
          </>
        )}
      </form>
    </div>
  );
}
