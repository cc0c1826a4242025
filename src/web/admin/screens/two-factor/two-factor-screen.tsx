import './two-factor.css';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import type { TotpSetup } from '../../../../domain/auth/auth';
import { type Problem, problemOf } from '../../../api-client';
import { useDocumentMeta } from '../../../components/document-meta';
import { Field } from '../../../components/field';
import { useLoad } from '../../../hooks/use-load';
import { adminPaths } from '../../admin-paths';
import { RecoveryCodes } from '../../components/recovery-codes';
import { twoFactorApi } from '../../features/auth/two-factor-api';

type Stage = { at: 'scan'; setup: TotpSetup } | { at: 'saved'; codes: string[] } | { at: 'on' };

/**
 * Setting up an authenticator app: scan the QR code (or type the key), prove it with the app's
 * first code, then keep the ten recovery codes shown once. Where the owner requires two-factor,
 * a member without it is brought here before anything else.
 */
export default function TwoFactorScreen() {
  useDocumentMeta();
  const [stage, setStage] = useState<Stage | null>(null);
  const [required, setRequired] = useState(false);
  const load = useLoad(async (signal) => {
    const status = await twoFactorApi.status();
    const next: Stage = status.enabled ? { at: 'on' } : { at: 'scan', setup: await twoFactorApi.setup() };
    // A setup started twice keeps only the newer secret: show only the answer still awaited.
    if (signal.aborted) return;
    setRequired(status.requiredForAll);
    setStage(next);
  }, 'Failed to start setting up two-factor sign-in');

  return (
    <section className="admin-page two-factor" aria-labelledby="two-factor-title">
      <h1 id="two-factor-title">Two-factor sign-in</h1>
      {required && stage?.at === 'scan' && (
        <p className="notice" role="status">
          The shop’s owner requires two-factor sign-in for all staff. Set it up to go on.
        </p>
      )}
      {load.status === 'loading' && <p role="status">Preparing your QR code…</p>}
      {load.status === 'error' && (
        <p className="notice notice-warning" role="alert">
          {load.error}{' '}
          <button type="button" className="link-button" onClick={load.retry}>
            Try again
          </button>
        </p>
      )}
      {stage?.at === 'scan' && (
        <ScanStep setup={stage.setup} onConfirmed={(codes) => setStage({ at: 'saved', codes })} />
      )}
      {stage?.at === 'saved' && <SaveCodesStep codes={stage.codes} />}
      {stage?.at === 'on' && (
        <p>
          Two-factor sign-in is on for your account. Manage it from{' '}
          <Link to={adminPaths.staff}>your account</Link>.
        </p>
      )}
    </section>
  );
}

function ScanStep({ setup, onConfirmed }: { setup: TotpSetup; onConfirmed: (codes: string[]) => void }) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      onConfirmed((await twoFactorApi.confirm(code)).recoveryCodes);
    } catch (failure) {
      setProblem(problemOf(failure));
      setBusy(false);
    }
  }

  return (
    <form className="admin-form two-factor-steps" onSubmit={submit} noValidate>
      <ol>
        <li>
          Install an authenticator app on your phone, such as Google Authenticator, Microsoft Authenticator,
          1Password or Authy.
        </li>
        <li>
          Scan this QR code with the app.
          <img
            className="two-factor-qr"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
            alt="QR code to scan with your authenticator app"
            width="200"
            height="200"
          />
          <span className="hint">
            Can’t scan it? Type this key into the app instead:{' '}
            <code className="two-factor-key">{setup.secret}</code>
          </span>
        </li>
        <li>
          <Field
            id="two-factor-code"
            label="Enter the 6-digit code the app shows"
            error={problem?.fields.code}
          >
            {(props) => (
              <input
                {...props}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            )}
          </Field>
        </li>
      </ol>
      {problem && !problem.fields.code && (
        <p className="notice notice-warning" role="alert">
          {problem.message}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button button-accent" disabled={busy}>
          {busy ? 'Checking…' : 'Turn on two-factor sign-in'}
        </button>
      </div>
    </form>
  );
}

function SaveCodesStep({ codes }: { codes: string[] }) {
  const [saved, setSaved] = useState(false);
  return (
    <div className="two-factor-saved">
      <p className="notice" role="status">
        Two-factor sign-in is on. From now on you sign in with your password and a code from the app.
      </p>
      <h2>Save your recovery codes</h2>
      <p>
        If you lose your phone, each of these codes signs you in once instead of the app. Keep them somewhere
        safe: they are shown only now.
      </p>
      <RecoveryCodes codes={codes} />
      <label className="checkbox">
        <input type="checkbox" checked={saved} onChange={(e) => setSaved(e.target.checked)} />I have saved
        these codes somewhere safe
      </label>
      <div className="form-actions">
        {/* A new page load: the admin learns afresh what the account may now open. */}
        <a
          className={saved ? 'button button-accent' : 'button button-accent button-disabled'}
          aria-disabled={!saved}
          href={adminPaths.root}
          onClick={(event) => {
            if (!saved) event.preventDefault();
          }}
        >
          Continue to the admin
        </a>
      </div>
    </div>
  );
}
