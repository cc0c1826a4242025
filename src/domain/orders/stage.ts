import type { OrderStatusName, PaymentMethod } from './status';

/**
 * Where an order stands on the desk, read apart from its money: waiting for a payment before
 * anything happens, to pack, ready at the counter, shipped, collected, or cancelled. A
 * pay-on-delivery order is packed before it is paid (the money comes at the door), so it waits to
 * be packed, not among online payments given up at the provider. Each order has one stage.
 */
export const ORDER_STAGES = [
  'awaiting_payment',
  'to_pack',
  'ready_for_pickup',
  'shipped',
  'collected',
  'cancelled',
] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

export const ORDER_STAGE_LABELS: Record<OrderStage, string> = {
  awaiting_payment: 'Awaiting payment',
  to_pack: 'To pack',
  ready_for_pickup: 'Ready for pickup',
  shipped: 'Shipped',
  collected: 'Collected',
  cancelled: 'Cancelled',
};

/** What an order's stage is read from; `collected` matters only for a pickup order made ready. */
export type StageFacts = {
  status: OrderStatusName;
  paymentMethod: PaymentMethod;
  shippingMethod: 'shipping' | 'pickup';
  collected: boolean;
};

/** The order's one stage on the desk. The server's filter by stage (stage-sql.ts) reads the same columns. */
export function orderStage(order: StageFacts): OrderStage {
  switch (order.status) {
    case 'cancelled':
      return 'cancelled';
    case 'paid':
      return 'to_pack';
    case 'awaiting_payment':
      return order.paymentMethod === 'pay_on_delivery' ? 'to_pack' : 'awaiting_payment';
    case 'fulfilled':
      if (order.shippingMethod !== 'pickup') return 'shipped';
      return order.collected ? 'collected' : 'ready_for_pickup';
  }
}

/** Stages where nothing has left the shop: units taken off are cancelled, not returned. */
export function beforeItLeft(stage: OrderStage): boolean {
  return stage === 'awaiting_payment' || stage === 'to_pack' || stage === 'ready_for_pickup';
}

/**
 * The money beside the stage, for an order moving on the desk: "Paid", or "Due on delivery" while
 * the money is still to come at the door; null where the stage says it all (awaiting payment,
 * cancelled).
 */
export function paymentBadge(order: {
  stage: OrderStage;
  paymentConfirmed: boolean;
}): 'Paid' | 'Due on delivery' | null {
  if (order.stage === 'awaiting_payment' || order.stage === 'cancelled') return null;
  return order.paymentConfirmed ? 'Paid' : 'Due on delivery';
}

/**
 * The stage as the shopper reads it on their order page: the desk's own words once the order moves
 * ("Ready for pickup", "Shipped", "Collected"); before that, what they paid or will pay.
 */
export function shopperStageText(order: { stage: OrderStage; paymentConfirmed: boolean }): string {
  if (order.stage !== 'to_pack') return ORDER_STAGE_LABELS[order.stage];
  return order.paymentConfirmed ? 'Paid' : 'Payment due on delivery';
}
