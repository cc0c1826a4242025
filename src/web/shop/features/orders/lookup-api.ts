import { api } from '../../../api-client';

/** Asks for an order's link by email; the answer is the same whether or not anything matched. */
export const lookUpOrder = (number: string, email: string) =>
  api<{ message: string }>('/orders/lookup', { method: 'POST', json: { number, email } });
