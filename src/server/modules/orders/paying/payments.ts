import { and, desc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { isOnlinePayment, type OrderEventKind, type PaymentMethod } from '../../../../domain/orders/order';
import type { Db } from '../../../db/open';
import { orderEvents, orders, paymentAttempts } from '../../../db/schema';
import { THE_SHOP } from '../../../kernel/actor';
import type { PaymentVerification, PaymentWebhookEvent } from '../../../providers/payment/provider';
import type { OrderContext } from '../context';
import { enqueueOrderEmails, enqueueStatusEmail } from '../emails/order-mail';
import { readLines, recordEvent } from '../records';
import type { OrderRow } from '../views';
import { recordExtraPayment, refundExtraPayment } from './extra-payments';

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
 * Records a verified payment against its attempt, and marks the order paid by it. Idempotent: each
 * payment is recorded once, and only the first payment moves the status. A wrong amount or currency
 * never pays; a payment for an order already expired is recorded on it for staff, once; a payment
 * of an order paid already (another attempt, or another way) is owed back and refunded through the
 * provider at once (extra-payments.ts).
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
  // The order is locked first: two payments of one order confirmed at once are recorded one after
  // the other, so exactly one of them pays it.
  const outcome = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (!locked) return 'seen';
    const [charged] = await tx
      .update(paymentAttempts)
      .set({ chargedKobo: amountKobo, chargedAt: sql`now()` })
      .where(and(eq(paymentAttempts.reference, reference), isNull(paymentAttempts.chargedAt)))
      .returning({ reference: paymentAttempts.reference });
    // Recorded already: the provider's event sent again, or the page asking after the webhook.
    if (!charged) return 'seen';
    if (locked.status === 'awaiting_payment') return payOrder(context, tx, locked, reference, source);
    if (locked.status === 'cancelled' && !locked.paymentConfirmed)
      return recordLate(tx, locked, reference, source);
    if (await paysOrderMarkedPaid(tx, locked, reference)) return 'seen';
    await recordExtraPayment(context, tx, locked, reference, amountKobo, source);
    return 'extra';
  });
  if (outcome === 'paid') context.mail?.kick();
  if (outcome === 'late')
    log.warn({ reference, order: order.number }, 'payment for a cancelled order: a refund is owed');
  if (outcome === 'extra') {
    log.warn({ reference, order: order.number }, 'a second payment of a paid order: refunding it');
    await refundExtraPayment(context, reference, amountKobo, order.number);
  }
}

/**
 * An online order staff marked paid (its webhook was late), or one paid before the shop recorded
 * charges, has no charge recorded as its own: the first payment of it to arrive is its own, and
 * becomes the reference refunds go through. With one recorded, or paid another way, a payment is
 * one too many.
 */
async function paysOrderMarkedPaid(tx: Db, order: OrderRow, reference: string): Promise<boolean> {
  if (order.paymentMethod !== 'paystack') return false;
  const [own] = await tx
    .select({ reference: paymentAttempts.reference })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.orderId, order.id),
        ne(paymentAttempts.reference, reference),
        isNotNull(paymentAttempts.chargedAt),
        isNull(paymentAttempts.refundStatus),
      ),
    )
    .limit(1);
  if (own) return false;
  await tx
    .update(orders)
    .set({ paymentReference: reference, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
  return true;
}

async function payOrder(
  context: OrderContext,
  tx: Db,
  order: OrderRow,
  reference: string,
  source: string,
): Promise<'paid'> {
  const switchedToManual = !isOnlinePayment(order.paymentMethod as PaymentMethod);
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
    .where(eq(orders.id, order.id))
    .returning();
  if (!row) throw new Error('The order locked to be paid is gone.');
  await recordEvent(tx, row.id, 'paid', `Online payment ${source}.`, THE_SHOP);
  // An order the shopper had switched to a manual method was confirmed then: now it is paid.
  if (switchedToManual) await enqueueStatusEmail(context, tx, row, 'payment_received');
  else await enqueueOrderEmails(context, tx, row, await readLines(tx, row.id));
  return 'paid';
}

/**
 * Paid after it was cancelled (its hold ran out first): the money is the shopper's, and owed back.
 * The payment is recorded on the cancelled order, so staff refund it from its refund panel (or
 * restore the order) and the order list flags it until they do.
 */
async function recordLate(tx: Db, order: OrderRow, reference: string, source: string): Promise<'late'> {
  await tx
    .update(orders)
    .set({ paymentConfirmed: true, paymentReference: reference, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
  await recordEvent(
    tx,
    order.id,
    'late_payment',
    `Paid online (${source}) after the order was cancelled: refund it from the order's refund panel.`,
    THE_SHOP,
  );
  return 'late';
}

async function recordOnce(db: Db, orderId: string, kind: OrderEventKind, note: string) {
  const [seen] = await db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, kind)));
  if (!seen) await recordEvent(db, orderId, kind, note, THE_SHOP);
}
