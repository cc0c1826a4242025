import { useState } from 'react';
import { Link } from 'react-router';
import type { TwoFactorStatus } from '../../../../../domain/auth/auth';
import { problemOf } from '../../../../api-client';
import { useLoad } from '../../../../hooks/use-load';
import { adminPaths } from '../../../admin-paths';
import { useConfirm } from '../../../components/confirm-dialog';
import { RecoveryCodes } from '../../../components/recovery-codes';
import { twoFactorApi } from '../../../features/auth/two-factor-api';

/**
 * One's own two-factor sign-in on the account screen: set it up, new recovery codes, turn it off;
 * and for an owner, the rule that everyone must have it.
 */
export function TwoFactorPanel({ owner }: { owner: boolean }) {
  const [status, setStatus] = useState<TwoFactorStatus | null>(null);
  const load = useLoad(
    async () => setStatus(await twoFactorApi.status()),
    'Failed to retrieve two-factor sign-in',
  );
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = useConfirm();

  async function act(action: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await action();
      setStatus(await twoFactorApi.status());
    } catch (failure) {
      setError(problemOf(failure).message);
    } finally {
      setBusy(false);
    }
  }

  const turnOff = async () => {
    if (
      !(await confirm.ask('Turn off two-factor sign-in? Your password alone will sign you in.', 'Turn off'))
    )
      return;
    await act(async () => {
      await twoFactorApi.turnOff();
      setCodes(null);
    });
  };

  return (
    <section aria-labelledby="two-factor-heading" className="admin-section">
      {confirm.dialog}
      <h2 id="two-factor-heading">Two-factor sign-in</h2>
      {load.status === 'loading' && <p role="status">Loading…</p>}
      {load.status === 'error' && (
        <p className="notice notice-warning" role="alert">
          {load.error}
        </p>
      )}
      {error && (
        <p className="notice notice-warning" role="alert">
          {error}
        </p>
      )}
      {status && !status.enabled && (
        <>
          <p>
            Off. Add a code from an authenticator app to your password, so a stolen password alone signs no
            one in.
          </p>
          <Link className="button button-accent button-small" to={adminPaths.twoFactor}>
            Set up two-factor sign-in
          </Link>
        </>
      )}
      {status?.enabled && (
        <>
          <p>
            On, with an authenticator app. <strong>{status.recoveryCodesLeft}</strong> of 10 recovery codes
            left.
          </p>
          {codes && (
            <>
              <p className="notice" role="status">
                Your new recovery codes: the old ones no longer work. Save these somewhere safe, they are
                shown only now.
              </p>
              <RecoveryCodes codes={codes} />
            </>
          )}
          <div className="form-actions">
            <button
              type="button"
              className="button button-outline button-small"
              disabled={busy}
              onClick={() =>
                void act(async () => setCodes((await twoFactorApi.newRecoveryCodes()).recoveryCodes))
              }
            >
              New recovery codes
            </button>
            {!status.requiredForAll && (
              <button
                type="button"
                className="button button-outline button-small button-danger"
                disabled={busy}
                onClick={() => void turnOff()}
              >
                Turn off
              </button>
            )}
          </div>
        </>
      )}
      {status && owner && (
        <label className="checkbox two-factor-rule">
          <input
            type="checkbox"
            checked={status.requiredForAll}
            disabled={busy || (!status.enabled && !status.requiredForAll)}
            onChange={(e) => void act(() => twoFactorApi.requireForAll(e.target.checked))}
          />
          <span>
            Require two-factor sign-in for all staff
            <span className="hint">
              {status.enabled
                ? 'Staff without it are led to set it up the next time they open the admin.'
                : 'Set it up for yourself first.'}
            </span>
          </span>
        </label>
      )}
    </section>
  );
}
