import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/open';
import { emailOutbox, orders, paymentAttempts } from '../../../db/schema';
import type { OrderContext } from '../context';
import { toExtraPayment } from '../paying/extra-payment-records';
import { readLines } from '../records';
import { toPublicOrder, viewSettings } from '../views';
import { PROVIDER_ANSWER_HOLD_MS } from './adjustment-mail';
import { confirmationPath } from './order-mail';

const KIND = 'extra_payment_refund';

/**
 * Tells the shopper that a second payment goes back to them, in the transaction that records it
 * (or asks for its refund again). It waits for Paystack's answer (releaseExtraPaymentEmail), so it
 * tells the refund as Paystack took it.
 */
export async function enqueueExtraPaymentEmail(
  context: OrderContext,
  tx: Db,
  reference: string,
): Promise<void> {
  const { mail } = context;
  if (!mail) return;
  const found = await emailFacts(context, tx, reference);
  if (!found) return;
  await mail.enqueue(
    tx,
    { orderId: found.orderId, kind: KIND, recipient: found.recipient, data: found.data },
    new Date(Date.now() + PROVIDER_ANSWER_HOLD_MS),
  );
}

/**
 * Lets the email about a second payment's refund go now, rewritten with the refund as Paystack
 * took it. `dropIfRefused`: a refund asked again and refused again sends nothing (the shopper was
 * told already that the refund is being arranged).
 */
export async function releaseExtraPaymentEmail(
  context: OrderContext,
  reference: string,
  dropIfRefused: boolean,
): Promise<void> {
  const { mail, db } = context;
  if (!mail) return;
  await db.transaction(async (tx) => {
    const found = await emailFacts(context, tx, reference);
    if (!found) return;
    const unsent = and(
      eq(emailOutbox.orderId, found.orderId),
      eq(emailOutbox.kind, KIND),
      isNull(emailOutbox.sentAt),
      sql`${emailOutbox.data} -> 'extraPayment' ->> 'reference' = ${reference}`,
    );
    if (dropIfRefused && found.data.extraPayment.refundStatus === 'failed')
      await tx.delete(emailOutbox).where(unsent);
    else await tx.update(emailOutbox).set({ data: found.data, nextAttemptAt: new Date() }).where(unsent);
  });
  mail.kick();
}

/** The order, as its shopper sees it, and the second payment, as its email is drawn from. */
async function emailFacts(context: OrderContext, tx: Db, reference: string) {
  const [row] = await tx
    .select({ order: orders, attempt: paymentAttempts })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .where(eq(paymentAttempts.reference, reference));
  const extraPayment = row && toExtraPayment(row.attempt);
  if (!row || !extraPayment) return null;
  const { order } = row;
  const { publicUrl } = context;
  return {
    orderId: order.id,
    recipient: order.email,
    data: {
      order: toPublicOrder(order, await readLines(tx, order.id), viewSettings(context)),
      confirmationUrl: `${publicUrl}${confirmationPath(order.number, order.accessKey)}`,
      adminUrl: `${publicUrl}/admin/orders/${order.number}`,
      extraPayment,
    },
  };
}
