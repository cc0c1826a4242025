import type { FulfilmentFields } from '../../../../domain/orders/fulfilment';
import type {
  AdminOrder,
  AdminOrderSummary,
  DashboardFigures,
  OrderAction,
} from '../../../../domain/orders/order';
import type { PackingSlip } from '../../../../domain/orders/packing-slip';
import type { OrderStage } from '../../../../domain/orders/stage';
import { api } from '../../admin-api';

export type OrderPage = { orders: AdminOrderSummary[]; total: number; page: number; pageSize: number };

export const adminOrdersApi = {
  list(filter: { stage?: OrderStage | ''; q?: string; page?: number }) {
    const query = new URLSearchParams();
    if (filter.stage) query.set('stage', filter.stage);
    if (filter.q?.trim()) query.set('q', filter.q.trim());
    if (filter.page && filter.page > 1) query.set('page', String(filter.page));
    const suffix = query.size > 0 ? `?${query}` : '';
    return api<OrderPage>(`/admin/orders${suffix}`);
  },
  order: (number: string) => api<AdminOrder>(`/admin/orders/${encodeURIComponent(number)}`),
  act: (number: string, action: OrderAction, note = '', details: FulfilmentFields = {}) =>
    api<AdminOrder>(`/admin/orders/${encodeURIComponent(number)}/actions`, {
      method: 'POST',
      json: { action, note, ...details },
    }),
  dashboard: () => api<DashboardFigures>('/admin/dashboard'),
  packingSlips: (numbers: readonly string[]) =>
    api<PackingSlip[]>(`/admin/packing-slips?orders=${encodeURIComponent(numbers.join(','))}`),
  /** The orders export's address for a filter: a plain link downloads it, with the session cookie. */
  exportUrl(filter: { stage?: OrderStage | ''; q?: string }) {
    const query = new URLSearchParams();
    if (filter.stage) query.set('stage', filter.stage);
    if (filter.q?.trim()) query.set('q', filter.q.trim());
    return `/api/admin/orders/export.csv${query.size > 0 ? `?${query}` : ''}`;
  },
};
