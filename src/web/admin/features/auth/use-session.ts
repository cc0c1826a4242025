import { useEffect, useState } from 'react';
import type { Permission, StaffRole } from '../../../../domain/auth/roles';
import { sessionApi } from './session-api';

export type SignedInStaff = {
  email: string;
  role: StaffRole;
  permissions: readonly Permission[];
  twoFactor: boolean;
  /** The owner requires two-factor and this member has none yet: only setting it up is open. */
  twoFactorSetupRequired: boolean;
};

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | ({ status: 'signed-in' } & SignedInStaff);

/**
 * Asks the server who is signed in, with their role and what it allows; the server, not this hook,
 * protects the admin API. Any failure (a 401, a server error, no connection) counts as signed out:
 * the sign-in page is the way on.
 */
export function useSession(): SessionState {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    sessionApi.session().then(
      (body) => {
        const user = body?.user;
        if (live) setState(user ? { status: 'signed-in', ...user } : { status: 'signed-out' });
      },
      () => live && setState({ status: 'signed-out' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
