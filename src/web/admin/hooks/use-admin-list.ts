import { useState } from 'react';
import { useLoad } from '../../hooks/use-load';
import { useConfirm } from '../components/confirm-dialog';

/**
 * A staff list: loaded on entry; a delete asks first (render the returned `dialog`), and the row
 * leaves only after the server confirms. Failures are shown, not only logged.
 */
export function useAdminList<T extends { id: string }>(options: {
  load: () => Promise<T[]>;
  remove: (id: string) => Promise<unknown>;
  confirmText: string;
  failurePrefix: { load: string; remove: string };
}) {
  const [items, setItems] = useState<T[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const state = useLoad(async () => setItems(await options.load()), options.failurePrefix.load);
  const confirm = useConfirm();

  async function remove(id: string) {
    if (!(await confirm.ask(options.confirmText, 'Delete'))) return;
    setRemoving(id);
    setError(null);
    try {
      await options.remove(id);
      setItems((list) => list.filter((item) => item.id !== id));
    } catch (failure) {
      const reason = failure instanceof Error ? failure.message : String(failure);
      console.error(`${options.failurePrefix.remove}: ${reason}`);
      setError(reason);
    } finally {
      setRemoving(null);
    }
  }

  /** Shows a row as the server answered after an action on it. */
  function replace(item: T) {
    setItems((list) => list.map((each) => (each.id === item.id ? item : each)));
  }

  return {
    items,
    replace,
    status: state.status,
    loadError: state.error,
    retry: state.retry,
    error,
    removing,
    remove,
    dialog: confirm.dialog,
  };
}
