import '../staff.css';
import { useRef, useState } from 'react';
import type { SignedInDevice } from '../../../../../domain/auth/devices';
import { problemOf } from '../../../../api-client';
import { useLoad } from '../../../../hooks/use-load';
import { formatAgo, formatWhen } from '../../../../when';
import { ListStates } from '../../../components/list-states';
import { devicesApi } from '../../../features/staff/devices-api';

function devicesWord(count: number): string {
  return count === 1 ? '1 device' : `${count} devices`;
}

/**
 * Where one is signed in: each device with its browser, its masked address and when it was last
 * seen, this one marked. Any other can be signed out, or all of them at once, say after using a
 * shared computer or losing a phone.
 */
export function SignedInDevices() {
  const [devices, setDevices] = useState<SignedInDevice[]>([]);
  const state = useLoad(async () => setDevices(await devicesApi.list()), 'Failed to retrieve your devices');
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const others = devices.filter((device) => !device.current);

  /** Runs an end, then reads the list again; the focus goes back to the heading, the row being gone. */
  async function end(key: string, action: () => Promise<string>) {
    setBusy(key);
    setProblem(null);
    setDone(null);
    try {
      setDone(await action());
    } catch (failure) {
      setProblem(problemOf(failure).message);
    }
    setDevices(await devicesApi.list().catch(() => devices));
    setBusy(null);
    heading.current?.focus();
  }

  const endOne = (device: SignedInDevice) =>
    end(device.id, async () => {
      await devicesApi.end(device.id);
      return `${device.label} was signed out.`;
    });
  const endOthers = () =>
    end('others', async () => {
      const { ended } = await devicesApi.endOthers();
      return `Signed out everywhere else: ${devicesWord(ended)}.`;
    });

  return (
    <section aria-labelledby="devices-heading" className="admin-section">
      <h2 id="devices-heading" ref={heading} tabIndex={-1}>
        Signed-in devices
      </h2>
      {problem && (
        <p className="notice notice-warning" role="alert">
          {problem}
        </p>
      )}
      {done && (
        <p className="notice" role="status">
          {done}
        </p>
      )}
      <ListStates
        status={state.status}
        count={devices.length}
        empty="You are not signed in on any device."
        loadError={state.error}
        retry={state.retry}
      />
      {devices.length > 0 && (
        <ul className="admin-rows" aria-label="Signed-in devices">
          {devices.map((device) => (
            <li key={device.id} className="admin-row device-row">
              <div className="admin-row-main">
                <span className="admin-row-name">
                  {device.label}
                  {device.current && <span className="tag">This device</span>}
                </span>
                <span className="admin-row-meta">
                  {device.address ?? 'Address unknown'} · last seen{' '}
                  <time dateTime={device.lastSeenAt} title={formatWhen(device.lastSeenAt)}>
                    {formatAgo(device.lastSeenAt)}
                  </time>
                </span>
              </div>
              {!device.current && (
                <div className="admin-row-actions">
                  <button
                    type="button"
                    className="button button-outline button-small button-danger"
                    disabled={busy !== null}
                    aria-label={`End ${device.label}, ${device.address ?? 'address unknown'}, last seen ${formatAgo(device.lastSeenAt)}`}
                    onClick={() => void endOne(device)}
                  >
                    End
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <div className="form-actions">
          <button
            type="button"
            className="button button-outline"
            disabled={busy !== null}
            onClick={() => void endOthers()}
          >
            {busy === 'others' ? 'Signing out…' : 'Sign out everywhere else'}
          </button>
        </div>
      )}
    </section>
  );
}
