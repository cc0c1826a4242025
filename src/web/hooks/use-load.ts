import { useCallback, useEffect, useState } from 'react';

export type LoadState = { status: 'loading' | 'ready' | 'error'; error: string | null; retry(): void };

/**
 * Runs a load when the screen opens (and again on retry, or when `key` changes, e.g. a filter),
 * unless `skip` says the data is already current. A load that a newer one replaced sees its `signal`
 * aborted, so it can drop its answer. A failure is logged with `failurePrefix` and kept as a
 * message for the screen to show; a load given up (the screen closed, a newer load) fails silently.
 */
export function useLoad(
  load: (signal: AbortSignal) => Promise<void>,
  failurePrefix: string,
  { skip = false, key = '' }: { skip?: boolean; key?: string } = {},
): LoadState {
  const [attempt, setAttempt] = useState(0);
  const [skipFirst] = useState(skip);
  const [firstKey] = useState(key);
  const [state, setState] = useState<{ status: LoadState['status']; error: string | null }>({
    status: skip ? 'ready' : 'loading',
    error: null,
  });
  useEffect(() => {
    if (skipFirst && attempt === 0 && key === firstKey) return;
    const current = new AbortController();
    setState({ status: 'loading', error: null });
    load(current.signal).then(
      () => !current.signal.aborted && setState({ status: 'ready', error: null }),
      (error: unknown) => {
        // Given up (the screen closed, or a newer load replaced it): nothing failed that anyone sees.
        if (current.signal.aborted) return;
        const reason = error instanceof Error ? error.message : String(error);
        console.error(`${failurePrefix}: ${reason}`);
        setState({ status: 'error', error: reason });
      },
    );
    return () => current.abort();
  }, [attempt, skipFirst, key]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
