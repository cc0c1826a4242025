import { and, desc, eq, sql } from 'drizzle-orm';
import { isOnlinePayment, type OrderEventKind, type PaymentMethod } from '../../../domain/orders/order';
import type { Db } from '../../db/open';
import { orderEvents, orders, paymentAttempts } from '../../db/schema';
import type { PaymentVerification, PaymentWebhookEvent } from '../../providers/payment/provider';
import { THE_SHOP } from '../activity/by';
import type { OrderContext } from './context';
import { enqueueOrderEmails, enqueueStatusEmail } from './mail';
import { readLines, recordEvent } from './records';

/**
 * Asks the provider how a payment stands, and pays the order if it succeeded. Never throws: answers
 * how the provider said it stands, or null when it could not be asked.
 */
export async function checkPayment(
  context: OrderContext,
  reference: string,
): Promise<PaymentVerification['status'] | null> {
  const { online, log } = context;
  if (!online) return null;
  try {
    const result = await online.verify(reference);
    if (result.status === 'success')
      await confirmPayment(
        context,
        result.reference,
        result.amountKobo,
        result.currency,
        'verified with the provider',
      );
    return result.status;
  } catch (error) {
    log.warn({ err: error, reference }, 'payment check failed');
    return null;
  }
}

/**
 * Asks the provider about every payment started for the order (a shopper may have started again
 * and then paid the first one after all), and pays the order by the first that succeeded. Answers
 * how the latest payment stands, or null when the provider could not be asked about it.
 */
export async function checkPayments(
  context: OrderContext,
  orderId: string,
): Promise<PaymentVerification['status'] | null> {
  const attempts = await context.db
    .select({ reference: paymentAttempts.reference })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId))
    .orderBy(desc(paymentAttempts.createdAt));
  let latest: PaymentVerification['status'] | null = null;
  for (const [index, { reference }] of attempts.entries()) {
    const status = await checkPayment(context, reference);
    if (index === 0) latest = status;
  }
  return latest;
}

/** The order a payment reference was started for, whichever of its attempts it is. */
async function orderOfPayment(db: Db, reference: string) {
  const [row] = await db
    .select({ order: orders })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .where(eq(paymentAttempts.reference, reference));
  return row?.order;
}

/** A webhook whose signature was already checked. Replays and unknown references change nothing. */
export async function handleWebhook(context: OrderContext, event: PaymentWebhookEvent): Promise<void> {
  if (event.kind !== 'charge.success') return;
  await confirmPayment(context, event.reference, event.amountKobo, event.currency, 'confirmed by webhook');
}

/**
 * Marks an order paid from a verified payment. Idempotent: only the first confirmation moves the
 * status. A wrong amount or currency never pays; a payment for an order already expired is
 * recorded for staff, once.
 */
export async function confirmPayment(
  context: OrderContext,
  reference: string,
  amountKobo: number,
  currency: string,
  source: string,
): Promise<void> {
  const { db, log } = context;
  const order = await orderOfPayment(db, reference);
  if (!order) {
    log.warn({ reference }, 'payment for an unknown reference');
    return;
  }
  if (amountKobo !== order.totalKobo || currency.toUpperCase() !== 'NGN') {
    log.error(
      { reference, amountKobo, currency, expected: order.totalKobo },
      'payment amount does not match the order',
    );
    await recordOnce(
      db,
      order.id,
      'payment_failed',
      `Paid ${amountKobo} kobo ${currency}, expected ${order.totalKobo} NGN: not accepted.`,
    );
    return;
  }
  const switchedToManual = !isOnlinePayment(order.paymentMethod as PaymentMethod);
  const paid = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      // The reference paid is the one refunds go through.
      .set({
        status: 'paid',
        paymentConfirmed: true,
        // Paid online, whatever the shopper chose after starting this payment.
        paymentMethod: 'paystack',
        paymentReference: reference,
        reservedUntil: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'awaiting_payment')))
      .returning();
    if (!row) return false;
    await recordEvent(tx, row.id, 'paid', `Online payment ${source}.`, THE_SHOP);
    // An order the shopper had switched to a manual method was confirmed then: now it is paid.
    if (switchedToManual) await enqueueStatusEmail(context, tx, row, 'payment_received');
    else await enqueueOrderEmails(context, tx, row, await readLines(tx, row.id));
    return true;
  });
  if (paid) {
    context.mail?.kick();
    return;
  }
  // Paid after it was cancelled (its hold ran out first): the money is the shopper's, and owed back.
  // The payment is recorded on the cancelled order, so staff refund it from its refund panel and the
  // order list flags it until they do.
  const late = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ paymentConfirmed: true, paymentReference: reference, updatedAt: sql`now()` })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'cancelled'), eq(orders.paymentConfirmed, false)))
      .returning({ id: orders.id });
    if (!row) return false;
    await recordEvent(
      tx,
      row.id,
      'late_payment',
      `Paid online (${source}) after the order was cancelled: refund it from the order's refund panel.`,
      THE_SHOP,
    );
    return true;
  });
  if (late) log.warn({ reference, order: order.number }, 'payment for a cancelled order: a refund is owed');
}

async function recordOnce(db: Db, orderId: string, kind: OrderEventKind, note: string) {
  const [seen] = await db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, kind)));
  if (!seen) await recordEvent(db, orderId, kind, note, THE_SHOP);
}
