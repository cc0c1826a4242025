import { type APIRequestContext, expect } from '@playwright/test';
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

/** A product of a test's own, made as staff make it (the request signed in): its id. */
export async function createProduct(
  request: APIRequestContext,
  product: Record<string, unknown>,
): Promise<string> {
  const created = await request.post('/api/admin/products', { headers: ownOrigin(), data: product });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).id;
}

/** A ₦15,000 tee with Black, M in stock and Black, S sold out: what a notify-me sign-up waits on. */
export function soldOutSmallTee(name: string): Record<string, unknown> {
  return {
    name,
    description: 'Printed once.',
    price: 1_500_000,
    collection: 'essentials',
    colors: ['Black'],
    sizes: ['M', 'S'],
    stock: [
      { color: 'Black', size: 'M', quantity: 3 },
      { color: 'Black', size: 'S', quantity: 0 },
    ],
  };
}
