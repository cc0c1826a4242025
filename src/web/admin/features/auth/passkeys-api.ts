import type { PasskeyItem } from '../../../../domain/auth/auth';
import { problemOf } from '../../../api-client';
import { api } from '../../admin-api';

/**
 * Passkeys in the browser: the options come from the server, the browser's own WebAuthn dialog
 * makes or uses the key (@simplewebauthn/browser, loaded only when asked), and the server checks
 * what it signed.
 */
async function browserWebAuthn() {
  return import('@simplewebauthn/browser');
}

export const passkeysApi = {
  list: () => api<PasskeyItem[]>('/admin/account/passkeys'),
  /** Makes a passkey on this device and adds it to the account under `name`. */
  async add(name: string): Promise<void> {
    const { startRegistration } = await browserWebAuthn();
    const optionsJSON = await api<Parameters<typeof startRegistration>[0]['optionsJSON']>(
      '/admin/account/passkeys/options',
      { method: 'POST' },
    );
    const response = await startRegistration({ optionsJSON });
    await api<null>('/admin/account/passkeys', { method: 'POST', json: { response, name } });
  },
  remove: (id: string) =>
    api<null>(`/admin/account/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  /** Signs in with a passkey: after the password when the sign-in waits for its second step, else alone. */
  async signIn(): Promise<void> {
    const { startAuthentication } = await browserWebAuthn();
    const optionsJSON = await api<Parameters<typeof startAuthentication>[0]['optionsJSON']>(
      '/auth/passkey/options',
      {
        method: 'POST',
      },
    );
    const response = await startAuthentication({ optionsJSON });
    await api<unknown>('/auth/passkey', { method: 'POST', json: { response } });
  },
  /** "Confirm it's you" with one of the signed-in member's own passkeys. */
  async confirm(): Promise<void> {
    const { startAuthentication } = await browserWebAuthn();
    const optionsJSON = await api<Parameters<typeof startAuthentication>[0]['optionsJSON']>(
      '/admin/account/confirm-it-is-you/passkey/options',
      { method: 'POST' },
    );
    const response = await startAuthentication({ optionsJSON });
    await api<null>('/admin/account/confirm-it-is-you/passkey', { method: 'POST', json: { response } });
  },
};

/** The browser can make and use passkeys at all (not in every old browser, nor outside HTTPS and localhost). */
export const passkeysSupported = () => typeof window !== 'undefined' && 'PublicKeyCredential' in window;

/** What to say when a passkey was not made or used: the browser's dialog closed, or the server's refusal. */
export function passkeyProblem(failure: unknown, whenClosed: string): string {
  const closed = failure instanceof Error && failure.name === 'NotAllowedError';
  return closed ? whenClosed : problemOf(failure).message;
}
