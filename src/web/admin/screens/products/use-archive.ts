import { useState } from 'react';
import type { Product } from '../../../../domain/catalog/catalog';
import { useConfirm } from '../../components/confirm-dialog';
import { productsApi } from '../../features/products/products-api';

/**
 * Archive and Restore in the products list: archiving asks first (render `dialog`), restoring does
 * not, since it takes nothing away. The row shows what the server answered; a failure is shown.
 */
export function useArchive(replace: (product: Product) => void) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const confirm = useConfirm();

  async function change(product: Product, archived: boolean) {
    if (archived) {
      const question = `Archive ${product.name}? It leaves the shop; its orders and stock history keep it.`;
      if (!(await confirm.ask(question, 'Archive'))) return;
    }
    setBusy(product.id);
    setError(null);
    try {
      const { version: _, ...saved } = archived
        ? await productsApi.archiveProduct(product.id)
        : await productsApi.restoreProduct(product.id);
      replace(saved);
    } catch (failure) {
      const reason = failure instanceof Error ? failure.message : String(failure);
      const what = archived ? 'archive' : 'restore';
      console.error(`Failed to ${what} product: ${reason}`);
      setError(`Failed to ${what} product: ${reason}`);
    } finally {
      setBusy(null);
    }
  }

  return {
    busy,
    error,
    archive: (product: Product) => void change(product, true),
    restore: (product: Product) => void change(product, false),
    dialog: confirm.dialog,
  };
}
