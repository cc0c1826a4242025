import type { APIRequestContext } from '@playwright/test';
import { ownOrigin } from './sign-in';

/**
 * Takes a test's product out of the shared shop: deleted, or archived once it was ordered (the
 * server keeps an ordered product for its orders).
 */
export async function removeProduct(request: APIRequestContext, id: string): Promise<void> {
  const url = `/api/admin/products/${encodeURIComponent(id)}`;
  const deleted = await request.delete(url, { headers: ownOrigin() });
  if (deleted.status() === 409) await request.post(`${url}/archive`, { headers: ownOrigin() });
}
