import type { AdjustmentRequest, OrderAdjustment } from '../../../../domain/orders/adjustments';
import type { AdminOrder } from '../../../../domain/orders/order';
import { api } from '../../admin-api';

/** Staff cancel units, take units back or refund; the same request key always gets the first answer. */
export function adjustOrder(number: string, request: AdjustmentRequest) {
  return api<{ adjustment: OrderAdjustment; order: AdminOrder }>(
    `/admin/orders/${encodeURIComponent(number)}/adjustments`,
    { method: 'POST', json: request },
  );
}

/** Staff ask Paystack how a pending refund stands; the answer is the refund as now recorded. */
export function checkRefund(number: string, adjustmentId: string) {
  return api<{ adjustment: OrderAdjustment; order: AdminOrder }>(
    `/admin/orders/${encodeURIComponent(number)}/adjustments/${encodeURIComponent(adjustmentId)}/check`,
    { method: 'POST' },
  );
}
