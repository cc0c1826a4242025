import { useEffect, useState } from 'react';
import { sessionApi } from './session-api';

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; email: string };

/**
 * Asks the server who is signed in; the server, not this hook, protects the admin API. Any failure
 * (a 401, a server error, no connection) counts as signed out: the sign-in page is the way on.
 */
export function useSession(): SessionState {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    sessionApi.session().then(
      (body) => {
        const email = body?.user?.email;
        if (live) setState(email ? { status: 'signed-in', email } : { status: 'signed-out' });
      },
      () => live && setState({ status: 'signed-out' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
