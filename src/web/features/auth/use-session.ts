import { useEffect, useState } from 'react';

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; email: string };

/** Asks the server who is signed in; the server, not this hook, protects the admin API. */
export function useSession(): SessionState {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    fetch('/api/auth/session', { credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then(async (response) => {
        const body = response.ok ? ((await response.json()) as { user?: { email?: string } }) : null;
        const email = body?.user?.email;
        if (live) setState(email ? { status: 'signed-in', email } : { status: 'signed-out' });
      })
      .catch(() => live && setState({ status: 'signed-out' }));
    return () => {
      live = false;
    };
  }, []);
  return state;
}
