import type { AdjustmentRequest } from '../../../domain/orders/adjustment-contract';
import type { AdminOrderListQuery, PlaceOrderRequest } from '../../../domain/orders/contract';
import type { FulfilmentFields } from '../../../domain/orders/fulfilment-contract';
import type {
  AdjustmentResult,
  AdminOrder,
  AdminOrderList,
  OrderAction,
  PayAgainResult,
  PaymentMethod,
  PaymentOption,
  PlacedOrder,
  PublicOrder,
} from '../../../domain/orders/order';
import type { PackingSlip } from '../../../domain/orders/packing-slip';
import type { Actor } from '../../kernel/actor';
import type { PaymentWebhookEvent } from '../../providers/payment/provider';
import type { VariantRef } from '../stock/ledger';
import type { OrderContext } from './context';
import { cancelOrder } from './desk/cancel-order';
import { collect } from './desk/collect';
import { checkExtraRefund, refundExtraPaymentAgain } from './desk/extra-payment-desk';
import { markPaid } from './desk/mark-paid';
import type { StaffAction } from './desk/staff-action';
import { sendOrderLink } from './emails/order-mail';
import { fulfil } from './fulfilment/fulfil';
import { packingSlips } from './fulfilment/packing-slips';
import { handleDisputeEvent } from './paying/disputes';
import { payAgain } from './paying/pay-again';
import { paymentOptions } from './paying/payment-options';
import { checkPayment, confirmPayment, handleWebhook } from './paying/payments';
import { storableEvent } from './paying/webhook-text';
import { expireReservations } from './placing/closing';
import { placeOrder } from './placing/place';
import { releaseHold } from './placing/release-hold';
import { restoreOrder } from './placing/restore-order';
import { type WriteTurns, writeTurns } from './placing/write-turns';
import { adminList, adminOrder, publicOrder } from './queries';
import { checkRefund } from './refunds/refund-check';
import { handleRefundEvent } from './refunds/refund-events';
import { adjustOrder } from './refunds/refunds';

/** The order desk's actions, one file each. */
const STAFF_ACTIONS: Record<OrderAction, StaffAction> = {
  mark_paid: markPaid,
  fulfil,
  collect,
  cancel: cancelOrder,
  restore: restoreOrder,
};

export type OrderServiceOptions = OrderContext & {
  /** Place orders one at a time, in arrival order (the embedded database's single connection). */
  serialWrites?: boolean;
  /** How many connections the HTTP server has accepted so far (see write-turns.ts). */
  connectionsAccepted?: () => number;
};

/**
 * Orders from bag to doorstep: placing, paying, fulfilling, cancelling and expiring. The one face
 * the routes use (`app.orders`); each job is done in its own file.
 */
export class OrderService {
  readonly #context: OrderContext;
  /** Orders placed on the embedded database wait their turn here; null elsewhere. */
  readonly #placing: WriteTurns | null;
  readonly #stockOutListeners = new Set<(variant: VariantRef) => void>();

  constructor({ serialWrites, connectionsAccepted, ...context }: OrderServiceOptions) {
    this.#context = context;
    this.#placing = serialWrites ? writeTurns(connectionsAccepted) : null;
  }

  paymentOptions(): PaymentOption[] {
    return paymentOptions(this.#context);
  }

  place(request: PlaceOrderRequest): Promise<PlacedOrder> {
    return placeOrder(
      this.#context,
      request,
      (variant) => {
        for (const listener of this.#stockOutListeners) listener(variant);
      },
      this.#placing ?? undefined,
    );
  }

  /** Hears of each variant a sale left with none, once its order is written (a rolled-back one is not). */
  onStockOut(listener: (variant: VariantRef) => void): void {
    this.#stockOutListeners.add(listener);
  }

  /** The shopper pays an unpaid online order again, or another way (pay-again.ts). */
  payAgain(number: string, key: string, method: PaymentMethod): Promise<PayAgainResult> {
    return payAgain(this.#context, number, key, method);
  }

  /** The shopper lets go of their unpaid online order's hold to change their bag (release-hold.ts). */
  releaseHold(number: string, key: string): Promise<PublicOrder> {
    return releaseHold(this.#context, number, key);
  }

  publicOrder(number: string, key: string): Promise<PublicOrder> {
    return publicOrder(this.#context, number, key);
  }

  sendOrderLink(number: string, email: string): Promise<void> {
    return sendOrderLink(this.#context, number, email);
  }

  async checkPayment(reference: string): Promise<void> {
    await checkPayment(this.#context, reference);
  }

  /** A signed webhook; one naming nothing the shop could hold is acknowledged and ignored. */
  async handleWebhook(signed: PaymentWebhookEvent): Promise<void> {
    const event = storableEvent(signed);
    if (!event) {
      this.#context.log.warn({ kind: signed.kind }, 'payment webhook ignored: it names nothing of ours');
      return;
    }
    if (event.kind === 'refund') return handleRefundEvent(this.#context, event);
    if (event.kind === 'dispute') return handleDisputeEvent(this.#context, event);
    return handleWebhook(this.#context, event);
  }

  /** Staff cancel units, take units back or refund (see refunds.ts). */
  adjust(number: string, request: AdjustmentRequest, actor: Actor): Promise<AdjustmentResult> {
    return adjustOrder(this.#context, number, request, actor);
  }

  /** Staff ask Paystack how a pending refund stands, and it is settled as Paystack says (refund-check.ts). */
  checkRefund(number: string, adjustmentId: string, actor: Actor): Promise<AdjustmentResult> {
    return checkRefund(this.#context, number, adjustmentId, actor);
  }

  /** Staff ask Paystack again to refund a second payment it refused (extra-payment-desk.ts). */
  refundExtraPaymentAgain(number: string, reference: string, actor: Actor): Promise<AdminOrder> {
    return refundExtraPaymentAgain(this.#context, number, reference, actor);
  }

  /** Staff ask Paystack how a second payment's refund stands (extra-payment-desk.ts). */
  checkExtraRefund(number: string, reference: string, actor: Actor): Promise<AdminOrder> {
    return checkExtraRefund(this.#context, number, reference, actor);
  }

  confirmPayment(reference: string, amountKobo: number, currency: string, source: string): Promise<void> {
    return confirmPayment(this.#context, reference, amountKobo, currency, source);
  }

  expireReservations(): Promise<number> {
    return expireReservations(this.#context);
  }

  adminList(query: AdminOrderListQuery): Promise<AdminOrderList> {
    return adminList(this.#context.db, query);
  }

  /** What to pack for these orders, and where it goes. */
  packingSlips(numbers: readonly string[]): Promise<PackingSlip[]> {
    return packingSlips(this.#context, numbers);
  }

  adminOrder(number: string): Promise<AdminOrder> {
    return adminOrder(this.#context, number);
  }

  /** A staff action on an order, from the order desk: mark paid, fulfil, collect, cancel. */
  act(
    number: string,
    action: OrderAction,
    note: string,
    actor: Actor,
    fields: FulfilmentFields = {},
  ): Promise<AdminOrder> {
    return STAFF_ACTIONS[action](this.#context, { number, note, actor, fields });
  }
}
