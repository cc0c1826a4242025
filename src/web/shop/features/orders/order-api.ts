import type { PublicOrder } from '../../../../domain/orders/order';
import { api } from '../../../api-client';

export const fetchOrder = (number: string, key: string) =>
  api<PublicOrder>(`/orders/${encodeURIComponent(number)}?key=${encodeURIComponent(key)}`);
