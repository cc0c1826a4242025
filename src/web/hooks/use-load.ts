import { useCallback, useEffect, useState } from 'react';

export type LoadState = { status: 'loading' | 'ready' | 'error'; error: string | null; retry(): void };

/**
 * Runs a load when the screen opens (and again on retry), unless `skip` says the data is already
 * current. A failure is logged with `failurePrefix` and kept as a message for the screen to show.
 */
export function useLoad(
  load: () => Promise<void>,
  failurePrefix: string,
  { skip = false }: { skip?: boolean } = {},
): LoadState {
  const [attempt, setAttempt] = useState(0);
  const [skipFirst] = useState(skip);
  const [state, setState] = useState<{ status: LoadState['status']; error: string | null }>({
    status: skip ? 'ready' : 'loading',
    error: null,
  });
  useEffect(() => {
    if (skipFirst && attempt === 0) return;
    let live = true;
    setState({ status: 'loading', error: null });
    load().then(
      () => live && setState({ status: 'ready', error: null }),
      (error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        console.error(`${failurePrefix}: ${reason}`);
        if (live) setState({ status: 'error', error: reason });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt, skipFirst]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
