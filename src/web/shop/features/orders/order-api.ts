import type { PayAgainResult, PaymentMethod, PublicOrder } from '../../../../domain/orders/order';
import { api } from '../../../api-client';

export const fetchOrder = (number: string, key: string) =>
  api<PublicOrder>(`/orders/${encodeURIComponent(number)}?key=${encodeURIComponent(key)}`);

/** An order left unpaid at the provider: a fresh online payment, or another way to pay. */
export const payAgain = (number: string, key: string, paymentMethod: PaymentMethod) =>
  api<PayAgainResult>(`/orders/${encodeURIComponent(number)}/payment`, {
    method: 'POST',
    json: { key, paymentMethod },
  });

/** The shopper's own unpaid order let go of, from the bag: cancelled, its items back on sale. */
export const releaseOrder = (number: string, key: string) =>
  api<PublicOrder>(`/orders/${encodeURIComponent(number)}/release`, { method: 'POST', json: { key } });
