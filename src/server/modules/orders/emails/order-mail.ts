import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/open';
import { emailOutbox } from '../../../db/schema';
import type { OrderContext } from '../context';
import { findOrder, readLines } from '../records';
import { type OrderLineRow, type OrderRow, toPublicOrder, viewSettings } from '../views';

/** One look-up email per order in this time, however often it is asked for. */
const ORDER_LINK_RESEND_MINUTES = 10;
/** An order id no order has: a look-up that matched nothing runs its statements with it. */
const NO_ORDER = '00000000-0000-0000-0000-000000000000';
/** How long after a look-up's answer the outbox is asked to send what it wrote (see sendOrderLink). */
export const ORDER_LINK_KICK_MS = 2000;

/** The shopper's own link to an order: its page, opened by the secret key. */
export function confirmationPath(number: string, accessKey: string): string {
  return `/orders/${number}?key=${accessKey}`;
}

/** The shopper's confirmation, and the shop's notice of a new order when it has an address for them. */
export async function enqueueOrderEmails(
  context: OrderContext,
  tx: Db,
  order: OrderRow,
  lines: readonly OrderLineRow[],
) {
  const { mail, shopEmail } = context;
  if (!mail) return;
  const data = emailData(context, order, lines);
  await mail.enqueue(tx, { orderId: order.id, kind: 'order_confirmation', recipient: order.email, data });
  if (shopEmail) await mail.enqueue(tx, { orderId: order.id, kind: 'new_order', recipient: shopEmail, data });
}

/** "Payment received" or "on its way / ready for pickup", to the shopper, with the link to the order. */
export async function enqueueStatusEmail(
  context: OrderContext,
  tx: Db,
  order: OrderRow,
  kind: 'payment_received' | 'order_fulfilled',
) {
  const { mail } = context;
  if (!mail) return;
  const data = emailData(context, order, await readLines(tx, order.id));
  await mail.enqueue(tx, { orderId: order.id, kind, recipient: order.email, data });
}

/**
 * Order look-up: emails the order's link to the address it was placed with, when the number and
 * email match, at most once in ORDER_LINK_RESEND_MINUTES. Says nothing either way, and costs the
 * same either way, so its timing tells nothing either: the same statements run whether or not
 * anything matched, all of them before the answer, and the email goes with the outbox's next
 * round (MAIL_RETRY_SECONDS) rather than at once.
 */
export async function sendOrderLink(context: OrderContext, number: string, email: string): Promise<void> {
  const { mail, db } = context;
  if (!mail) return;
  const row = await findOrder(db, number);
  const match = row && row.email.toLowerCase() === email ? row : undefined;
  const orderId = match?.id ?? NO_ORDER;
  const lines = await readLines(db, orderId);
  const notSentLately = sql`NOT EXISTS (
    SELECT 1 FROM ${emailOutbox}
    WHERE ${emailOutbox.orderId} = ${orderId} AND ${emailOutbox.kind} = 'order_link'
      AND ${emailOutbox.createdAt} > now() - make_interval(mins => ${ORDER_LINK_RESEND_MINUTES}))`;
  await mail.enqueueWhere(
    db,
    {
      orderId: match?.id ?? null,
      kind: 'order_link',
      recipient: match?.email ?? '',
      data: match ? emailData(context, match, lines) : {},
    },
    sql`${match !== undefined} AND ${notSentLately}`,
  );
  // The outbox looks for it a moment after the answer, on every look-up alike: the shopper gets
  // the link within seconds instead of at the next round, and neither this answer nor the next
  // request tells whether there was one to send.
  setTimeout(() => mail.kick(), ORDER_LINK_KICK_MS).unref();
}

/** What an order email is rendered from: the order as the shopper sees it, and absolute links. */
function emailData(context: OrderContext, order: OrderRow, lines: readonly OrderLineRow[]) {
  const { publicUrl } = context;
  return {
    order: toPublicOrder(order, lines, viewSettings(context)),
    confirmationUrl: `${publicUrl}${confirmationPath(order.number, order.accessKey)}`,
    adminUrl: `${publicUrl}/admin/orders/${order.number}`,
  };
}
