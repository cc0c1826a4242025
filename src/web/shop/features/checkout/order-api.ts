import type { PaymentOption, PlacedOrder, PlaceOrderRequest } from '../../../../domain/orders/order';
import { api } from '../../../api-client';

export const fetchPaymentOptions = () => api<PaymentOption[]>('/payment-options');
export const placeOrder = (request: PlaceOrderRequest) =>
  api<PlacedOrder>('/orders', { method: 'POST', json: request });
