import type { RestoredBag } from '../../../../domain/checkout/reminder';
import type { PaymentOption, PlacedOrder, PlaceOrderRequest } from '../../../../domain/orders/order';
import { api } from '../../../api-client';

export const fetchPaymentOptions = () => api<PaymentOption[]>('/payment-options');
export const placeOrder = (request: PlaceOrderRequest) =>
  api<PlacedOrder>('/orders', { method: 'POST', json: request });

/** The checkout reminder's calls: keep the bag of a shopper who ticked the box, and bring it back from the reminder's link. */
export const reminderApi = {
  keepBag: (email: string, lines: PlaceOrderRequest['lines']) =>
    api<{ message: string }>('/checkout/draft', { method: 'POST', json: { email, lines } }),
  restoreBag: (token: string) => api<RestoredBag>('/checkout/restore', { method: 'POST', json: { token } }),
};
