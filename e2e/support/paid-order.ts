import { type APIRequestContext, expect } from '@playwright/test';
import { sampleContact } from '../../src/server/testing/order-fixtures';
import { ownOrigin } from './sign-in';

const TOTE = { productId: 'essentials-canvas-tote', color: 'Natural', size: 'One Size', quantity: 1 };

/**
 * A canvas tote a shopper ordered for delivery by bank transfer, marked paid by staff (`staff` is
 * signed in): an order waiting to be packed. Its number. `server` is the address of a server of the
 * test's own; without it, the shared one.
 */
export async function paidToteOrder(
  shopper: APIRequestContext,
  staff: APIRequestContext,
  { email, server }: { email: string; server?: string },
): Promise<string> {
  const headers = server ? { origin: server } : ownOrigin();
  const base = server ?? '';
  const placed = await shopper.post(`${base}/api/orders`, {
    headers,
    data: {
      lines: [TOTE],
      contact: { ...sampleContact, email },
      shippingMethod: 'shipping',
      position: { lat: 6.4412, long: 3.4698 },
      paymentMethod: 'bank_transfer',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { number } = ((await placed.json()) as { order: { number: string } }).order;
  const paid = await staff.post(`${base}/api/admin/orders/${number}/actions`, {
    headers,
    data: { action: 'mark_paid' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return number;
}
