import './confirm-it-is-you.css';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type Problem, problemOf } from '../../../api-client';
import { Field } from '../../../components/field';
import { onConfirmItIsYou } from '../../admin-api';
import { twoFactorApi } from './two-factor-api';

/**
 * Answers the server's "Confirm it's you" anywhere in the admin: a refund, a staff change or an
 * export asked more than ten minutes after signing in opens this dialog, and the request goes again
 * once the password (or a code, with two-factor) is given. Several requests asking at once share
 * one dialog.
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
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      await twoFactorApi.confirmItIsYou(useCode ? { code: value } : { password: value });
      onDone(true);
    } catch (failure) {
      setProblem(problemOf(failure));
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
        {twoFactor && (
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
        <div className="confirm-dialog-actions">
          <button type="button" className="button button-outline" onClick={() => onDone(false)}>
            Cancel
          </button>
          <button type="submit" className="button button-accent" disabled={busy || value === ''}>
            {busy ? 'Checking…' : 'Confirm'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
