import type { PickupPoint, ShippingMethod } from '../../../domain/checkout/checkout';
import {
  type ExtraPayment,
  type OrderAdjustment,
  type PaymentDispute,
  refundableKobo,
  refundOwedKobo,
} from '../../../domain/orders/adjustments';
import {
  type AdminOrder,
  type AdminOrderSummary,
  addressLine,
  allowedActions,
  type OrderEvent,
  type OrderEventKind,
  type OrderLine,
  type OrderStatusName,
  type PaymentMethod,
  type PublicOrder,
  recipientName,
} from '../../../domain/orders/order';
import { type OrderStage, orderStage } from '../../../domain/orders/stage';
import type { orderEvents, orderLines, orders } from '../../db/schema';
import type { OrderContext } from './context';
import { awaitsCollection } from './fulfilment/fulfilment';
import { fulfilmentView } from './fulfilment/fulfilment-view';
import { paymentInstructions } from './paying/payment-options';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

/** What a shopper must do to pay, for an order whose manual payment is still awaited. */
type PaymentInstructions = (method: PaymentMethod) => string;

function toOrderLine(row: OrderLineRow): OrderLine {
  return {
    productId: row.productId,
    name: row.name,
    color: row.color,
    size: row.size,
    unitPriceKobo: row.unitPriceKobo,
    quantity: row.quantity,
    discountKobo: row.discountKobo,
    imageUrl: row.imageUrl,
    cancelledQuantity: row.cancelledQuantity,
    returnedQuantity: row.returnedQuantity,
  };
}

/** What an order's view takes from the shop's settings rather than from the order itself. */
export type OrderViewSettings = {
  instructions: PaymentInstructions;
  pickup: PickupPoint;
};

/** What every order view takes from the shop's settings, as staff last set them. */
export function viewSettings({ payments, pickup }: OrderContext): OrderViewSettings {
  return { instructions: (method) => paymentInstructions(payments, method), pickup: pickup() };
}

/** The order's one stage on the desk (to pack, ready for pickup, shipped…), read from its row. */
export function stageOf(row: OrderRow): OrderStage {
  return orderStage({
    status: row.status as OrderStatusName,
    paymentMethod: row.paymentMethod as PaymentMethod,
    shippingMethod: row.shippingMethod === 'pickup' ? 'pickup' : 'shipping',
    collected: !awaitsCollection(row),
  });
}

export function toPublicOrder(
  row: OrderRow,
  lines: readonly OrderLineRow[],
  { instructions, pickup }: OrderViewSettings,
  adjustments: readonly OrderAdjustment[] = [],
  paymentAtProvider: PublicOrder['paymentAtProvider'] = null,
): PublicOrder {
  const status = row.status as OrderStatusName;
  const paymentMethod = row.paymentMethod as PaymentMethod;
  return {
    number: row.number,
    status,
    stage: stageOf(row),
    paymentMethod,
    paymentConfirmed: row.paymentConfirmed,
    emailSent: row.emailSent,
    paymentInstructions: status === 'awaiting_payment' ? instructions(paymentMethod) : '',
    recipientName: recipientName(row),
    email: row.email,
    phone: row.phone,
    address: addressLine(row),
    shippingMethod: row.shippingMethod as ShippingMethod,
    pickup: row.shippingMethod === 'pickup' ? pickup : null,
    lines: [...lines].sort((a, b) => a.position - b.position).map(toOrderLine),
    subtotalKobo: row.subtotalKobo,
    discountCode: row.discountCode,
    discountKobo: row.discountKobo,
    deliveryFeeKobo: row.deliveryFeeKobo,
    deliveryDiscountKobo: row.deliveryDiscountKobo,
    totalKobo: row.totalKobo,
    ...fulfilmentView(row),
    refundedKobo: row.refundedKobo,
    // The shopper sees what changed and what went back, not who did it or staff's notes.
    adjustments: adjustments.map((adjustment) => ({ ...adjustment, note: '', staffEmail: null })),
    paymentAtProvider,
    createdAt: row.createdAt.toISOString(),
  };
}

function toOrderEvent(row: OrderEventRow): OrderEvent {
  return {
    kind: row.kind as OrderEventKind,
    note: row.note,
    staffEmail: row.staffEmail,
    at: row.createdAt.toISOString(),
  };
}

export function toAdminOrder(
  row: OrderRow,
  lines: readonly OrderLineRow[],
  events: readonly OrderEventRow[],
  settings: OrderViewSettings,
  desk: {
    adjustments: readonly OrderAdjustment[];
    disputes: readonly PaymentDispute[];
    extraPayments: readonly ExtraPayment[];
  } = {
    adjustments: [],
    disputes: [],
    extraPayments: [],
  },
): AdminOrder {
  const order = toPublicOrder(row, lines, settings);
  return {
    ...order,
    adjustments: [...desk.adjustments],
    disputes: [...desk.disputes],
    extraPayments: [...desk.extraPayments],
    refundableKobo: refundableKobo(row),
    id: row.id,
    paymentReference: row.paymentReference,
    reservedUntil: row.reservedUntil?.toISOString() ?? null,
    events: events.map(toOrderEvent),
    actions: allowedActions({
      ...order,
      collected: !awaitsCollection(row),
      adjusted: desk.adjustments.length > 0 || row.refundedKobo > 0,
    }),
    // Staff ask the shopper for the code at the counter rather than read it here.
    pickupCode: null,
  };
}

/** `refusedExtraKobo`: what its payments beyond its total hold whose refund the provider refused. */
export function toAdminSummary(row: OrderRow, itemCount: number, refusedExtraKobo = 0): AdminOrderSummary {
  return {
    number: row.number,
    status: row.status as OrderStatusName,
    stage: stageOf(row),
    paymentMethod: row.paymentMethod as PaymentMethod,
    paymentConfirmed: row.paymentConfirmed,
    recipientName: recipientName(row),
    email: row.email,
    totalKobo: row.totalKobo,
    itemCount,
    refundOwedKobo: refundOwedKobo(row, refusedExtraKobo),
    createdAt: row.createdAt.toISOString(),
  };
}
