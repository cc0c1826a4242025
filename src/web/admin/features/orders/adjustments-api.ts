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

/** Staff ask Paystack again to refund a second payment of the order it refused; the order after. */
export function refundExtraPaymentAgain(number: string, reference: string) {
  return api<AdminOrder>(
    `/admin/orders/${encodeURIComponent(number)}/extra-payments/${encodeURIComponent(reference)}/refund`,
    { method: 'POST' },
  );
}

/** Staff ask Paystack how the refund of a second payment stands; the order after. */
export function checkExtraRefund(number: string, reference: string) {
  return api<AdminOrder>(
    `/admin/orders/${encodeURIComponent(number)}/extra-payments/${encodeURIComponent(reference)}/check`,
    { method: 'POST' },
  );
}
