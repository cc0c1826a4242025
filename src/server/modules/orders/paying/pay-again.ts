import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  isOnlinePayment,
  ONLINE_PAYMENT_METHODS,
  ORDER_MESSAGES,
  PAYMENT_METHOD_LABELS,
  type PayAgainResult,
  type PaymentMethod,
} from '../../../../domain/orders/order';
import { orders, paymentAttempts } from '../../../db/schema';
import { BadRequestError, ConflictError, NotFoundError } from '../../../http/errors';
import { THE_SHOP } from '../../../kernel/actor';
import type { OrderContext } from '../context';
import { confirmationPath, enqueueOrderEmails } from '../emails/order-mail';
import { closeOrder } from '../placing/closing';
import { newPaymentReference } from '../placing/order-number';
import { publicOrder } from '../queries';
import { findOrder, readLines, recordEvent, sameKey } from '../records';
import type { OrderRow } from '../views';
import { paymentOptions } from './payment-options';
import { openPayment } from './payment-start';

/** An order behind its confirmation link, still waiting for the online payment it was placed with. */
async function unpaidOnlineOrder(context: OrderContext, number: string, key: string): Promise<OrderRow> {
  const order = await findOrder(context.db, number);
  if (!order || !sameKey(order.accessKey, key)) throw new NotFoundError(ORDER_MESSAGES.notFound);
  if (order.paymentConfirmed || order.status === 'paid')
    throw new ConflictError('already_paid', ORDER_MESSAGES.alreadyPaid);
  if (order.status === 'cancelled')
    throw new ConflictError('order_cancelled', ORDER_MESSAGES.cancelledBeforePayment);
  if (order.status !== 'awaiting_payment' || !isOnlinePayment(order.paymentMethod as PaymentMethod))
    throw new ConflictError('not_awaiting_payment', ORDER_MESSAGES.notAwaitingOnlinePayment);
  return order;
}

/**
 * A shopper who gave up at the payment provider, from the order's page: a fresh payment for the same
 * order (Paystack takes a reference once, so it gets a new one, and its hold on the stock starts
 * again), or another way to pay on offer (the order becomes a manual one, holds its stock as those
 * do, and is confirmed by email with how to pay). A payment made on an earlier attempt after all
 * still pays the order (payments.ts).
 */
export async function payAgain(
  context: OrderContext,
  number: string,
  key: string,
  method: PaymentMethod,
): Promise<PayAgainResult> {
  if (!paymentOptions(context).some((option) => option.method === method))
    throw new BadRequestError(ORDER_MESSAGES.methodUnavailable, {
      paymentMethod: ORDER_MESSAGES.methodUnavailable,
    });
  const order = await unpaidOnlineOrder(context, number, key);
  const path = confirmationPath(order.number, order.accessKey);

  if (isOnlinePayment(method)) {
    const reference = newPaymentReference(order.number);
    const held = await context.db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({
          paymentMethod: method,
          paymentReference: reference,
          reservedUntil: sql`now() + make_interval(mins => ${context.payments.reservationMinutes})`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(orders.id, order.id), eq(orders.status, 'awaiting_payment')))
        .returning();
      if (!row) return null;
      await tx.insert(paymentAttempts).values({ reference, orderId: row.id });
      return row;
    });
    if (!held) throw new ConflictError('order_cancelled', ORDER_MESSAGES.cancelledBeforePayment);
    // The provider is called outside the transaction: a slow one holds no write.
    const paymentUrl = await openPayment(context, held, reference, path, ORDER_MESSAGES.paymentRetryFailed);
    return { order: await publicOrder(context, order.number, key), paymentUrl };
  }

  const switched = await context.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ paymentMethod: method, reservedUntil: null, updatedAt: sql`now()` })
      .where(
        and(
          eq(orders.id, order.id),
          eq(orders.status, 'awaiting_payment'),
          inArray(orders.paymentMethod, [...ONLINE_PAYMENT_METHODS]),
        ),
      )
      .returning();
    if (!row) return false;
    await recordEvent(
      tx,
      row.id,
      'payment_method_changed',
      `The shopper chose ${PAYMENT_METHOD_LABELS[method]} instead.`,
      THE_SHOP,
    );
    // Confirmed now, as an order placed with this method is, with how to pay.
    await enqueueOrderEmails(context, tx, row, await readLines(tx, row.id));
    return true;
  });
  if (!switched) throw new ConflictError('order_cancelled', ORDER_MESSAGES.cancelledBeforePayment);
  context.mail?.kick();
  return { order: await publicOrder(context, order.number, key), paymentUrl: null };
}

/**
 * The same browser placing a new order while its last one waits unpaid for an online payment: the
 * old one is cancelled and gives its stock back. Anything else (a wrong key, an order paid
 * meanwhile, a manual one) is left as it is.
 */
export async function giveUpUnpaidOrder(
  context: OrderContext,
  { number, key }: { number: string; key: string },
): Promise<void> {
  const order = await findOrder(context.db, number);
  if (!order || !sameKey(order.accessKey, key)) return;
  if (order.status !== 'awaiting_payment' || !isOnlinePayment(order.paymentMethod as PaymentMethod)) return;
  await closeOrder(
    context,
    order.id,
    'cancelled',
    'cancelled',
    'The shopper started a new order instead of paying this one.',
    THE_SHOP,
    ['awaiting_payment'],
  );
}
