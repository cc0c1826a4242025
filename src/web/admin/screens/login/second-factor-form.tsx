import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/loading-screen';
import { paths } from '../../../paths';
import { passkeyProblem, passkeysApi, passkeysSupported } from '../../features/auth/passkeys-api';
import { signInApi } from '../../features/auth/sign-in-api';

/**
 * A sign-in's second step, in the sign-in card: the code from the authenticator app, or one of the
 * recovery codes when the phone is not at hand. `onSignedIn` takes over once the session is made.
 */
export function SecondFactorForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function withPasskey() {
    setBusy(true);
    setError(null);
    try {
      await passkeysApi.signIn();
      onSignedIn();
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
      await signInApi.secondFactor(code);
      onSignedIn();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  }

  return (
    <form className="login-card" onSubmit={submit} aria-labelledby="second-factor-title">
      <img src="/media/brand/lock.svg" alt="" width="96" height="96" className="login-lock" />
      <h1 id="second-factor-title">Enter your code</h1>
      <p className="login-lead">
        {recovery
          ? 'Enter one of your recovery codes. Each works once.'
          : 'Enter the 6-digit code from your authenticator app.'}
      </p>
      {error && (
        <p className="login-error" role="alert">
          {error}
        </p>
      )}
      <div className="floating">
        <input
          id="second-factor-code"
          key={recovery ? 'recovery' : 'app'}
          type="text"
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          autoCapitalize={recovery ? 'characters' : 'off'}
          spellCheck={false}
          placeholder=" "
          required
          // biome-ignore lint/a11y/noAutofocus: the password was just accepted; the code is all that is asked.
          autoFocus
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <label htmlFor="second-factor-code">{recovery ? 'Recovery code' : 'Code'}</label>
      </div>
      <div className="login-options">
        <button
          type="button"
          className="login-link"
          onClick={() => {
            setRecovery(!recovery);
            setCode('');
            setError(null);
          }}
        >
          {recovery ? 'Use your authenticator app' : 'Use a recovery code'}
        </button>
        <Link to={paths.login} reloadDocument className="login-link">
          Start again
        </Link>
      </div>
      {busy ? (
        <Spinner label="Signing in" />
      ) : (
        <>
          <button type="submit" className="button button-accent login-button">
            Verify
          </button>
          {passkeysSupported() && (
            <button
              type="button"
              className="button button-outline login-button"
              onClick={() => void withPasskey()}
            >
              Use a passkey
            </button>
          )}
        </>
      )}
    </form>
  );
}
