import './confirm-it-is-you.css';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError, type Problem, problemOf } from '../../../api-client';
import { Field } from '../../../components/field';
import { paths } from '../../../paths';
import { onConfirmItIsYou } from '../../admin-api';
import { passkeyProblem, passkeysApi, passkeysSupported } from './passkeys-api';
import { twoFactorApi } from './two-factor-api';

/** The ways this member can answer beside the password: an authenticator app's code, a passkey. */
type OtherWays = { code: boolean; passkey: boolean };

/** Asked when the dialog opens, only of an account with a second factor (which one it is, the session does not say). */
async function otherWaysOf(twoFactor: boolean): Promise<OtherWays> {
  if (!twoFactor) return { code: false, passkey: false };
  const [status, passkeys] = await Promise.all([twoFactorApi.status(), passkeysApi.list()]);
  return { code: status.enabled, passkey: passkeys.length > 0 && passkeysSupported() };
}

/**
 * Answers the server's "Confirm it's you" anywhere in the admin: a refund, a staff change or an
 * export asked more than ten minutes after signing in opens this dialog, and the request goes again
 * once the password (or a code or a passkey, where the account has one) is given. Several
 * requests asking at once share one dialog.
 */
export function ConfirmItIsYouHost({ twoFactor }: { twoFactor: boolean }) {
  const [answer, setAnswer] = useState<((confirmed: boolean) => void) | null>(null);
  const pending = useRef<Promise<boolean> | null>(null);
  useEffect(() => {
    onConfirmItIsYou(() => {
      pending.current ??= new Promise<boolean>((resolve) => setAnswer(() => resolve)).finally(() => {
        pending.current = null;
      });
      return pending.current;
    });
    return () => onConfirmItIsYou(null);
  }, []);
  if (!answer) return null;
  return (
    <ConfirmItIsYouDialog
      twoFactor={twoFactor}
      onDone={(confirmed) => {
        answer(confirmed);
        setAnswer(null);
      }}
    />
  );
}

function ConfirmItIsYouDialog({
  twoFactor,
  onDone,
}: {
  twoFactor: boolean;
  onDone: (confirmed: boolean) => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const [useCode, setUseCode] = useState(false);
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [otherWays, setOtherWays] = useState<OtherWays>({ code: false, passkey: false });
  // Too many wrong answers end this session on the server: only signing in again is left.
  const [signedOut, setSignedOut] = useState(false);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  useEffect(() => {
    // Without them the password still answers: a failure here only leaves the other ways out.
    otherWaysOf(twoFactor).then(setOtherWays, () => undefined);
  }, [twoFactor]);

  async function usePasskey() {
    setBusy(true);
    setProblem(null);
    try {
      await passkeysApi.confirm();
      onDone(true);
    } catch (failure) {
      const message = passkeyProblem(failure, 'The passkey was not used. Try again, or enter your password.');
      setProblem({ message, fields: {} });
      setBusy(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      await twoFactorApi.confirmItIsYou(useCode ? { code: value } : { password: value });
      onDone(true);
    } catch (failure) {
      setProblem(problemOf(failure));
      setSignedOut(failure instanceof ApiError && failure.status === 401);
      setBusy(false);
    }
  }

  const error = problem ? (problem.fields.code ?? problem.fields.password ?? problem.message) : undefined;
  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby="confirm-it-is-you-title"
      onCancel={(event) => {
        event.preventDefault();
        onDone(false);
      }}
    >
      <form className="confirm-dialog-box" onSubmit={submit} noValidate>
        <h2 id="confirm-it-is-you-title" className="confirm-dialog-title">
          Confirm it’s you
        </h2>
        <p>
          {useCode
            ? 'Enter the current 6-digit code from your authenticator app, or a recovery code.'
            : 'For your security, enter your password again before going on.'}
        </p>
        <Field id="confirm-it-is-you-value" label={useCode ? 'Code' : 'Password'} error={error}>
          {(props) => (
            <input
              {...props}
              key={useCode ? 'code' : 'password'}
              type={useCode ? 'text' : 'password'}
              inputMode={useCode ? 'numeric' : undefined}
              autoComplete={useCode ? 'one-time-code' : 'current-password'}
              autoFocus
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
          )}
        </Field>
        <div className="confirm-dialog-ways">
          {otherWays.passkey && (
            <button type="button" className="link-button" disabled={busy} onClick={usePasskey}>
              Use a passkey instead
            </button>
          )}
          {otherWays.code && (
            <button
              type="button"
              className="link-button"
              onClick={() => {
                setUseCode(!useCode);
                setValue('');
                setProblem(null);
              }}
            >
              {useCode ? 'Use your password instead' : 'Use a code from your authenticator app instead'}
            </button>
          )}
        </div>
        <div className="confirm-dialog-actions">
          <button type="button" className="button button-outline" onClick={() => onDone(false)}>
            Cancel
          </button>
          {signedOut ? (
            <a className="button button-accent" href={paths.login}>
              Sign in again
            </a>
          ) : (
            <button type="submit" className="button button-accent" disabled={busy || value === ''}>
              {busy ? 'Checking…' : 'Confirm'}
            </button>
          )}
        </div>
      </form>
    </dialog>
  );
}
