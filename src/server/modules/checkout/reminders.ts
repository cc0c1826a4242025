import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Product } from '../../../domain/catalog/catalog';
import type { CheckoutDraft } from '../../../domain/checkout/reminder-contract';
import { pagePath } from '../../../domain/pages/pages';
import type { Db } from '../../db/open';
import { rowsOf } from '../../db/rows';
import { checkoutDrafts, checkoutReminders, orders } from '../../db/schema';
import type { EmailOutbox } from '../../kernel/outbox/outbox';
import { CHECKOUT_REMINDER_KIND, type CheckoutReminderData } from './checkout-reminder-row';

const HOUR_MS = 3_600_000;
/** At most one reminder per address in this many days. */
const REMINDER_EVERY_DAYS = 7;
/** A draft due longer ago than this (reminders turned on later, a server down) is let go unsent. */
const LATE_LIMIT_MS = 24 * HOUR_MS;
const BATCH = 50;

export type ReminderSweep = {
  db: Db;
  outbox: EmailOutbox;
  publicUrl: string;
  /** CHECKOUT_REMINDER_HOURS; 0 sends none. */
  hours: number;
  /** The shop's products as sold today, to name the bag's lines. */
  products: () => Promise<readonly Product[]>;
};

/**
 * Sends the reminders now due: for each checkout left `hours` ago by a shopper who ticked the box,
 * one email with a link that restores the bag, unless they ordered since, stopped reminders, or had
 * one in the last week. Each draft is claimed by a conditional update and its email written to the
 * outbox in the same transaction, so with several servers it is dealt with exactly once. Returns
 * how many were sent.
 */
export async function sendDueReminders(sweep: ReminderSweep, now = new Date()): Promise<number> {
  if (sweep.hours <= 0) return 0;
  const dueBy = new Date(now.getTime() - sweep.hours * HOUR_MS);
  const due = await sweep.db
    .select()
    .from(checkoutDrafts)
    .where(
      and(
        isNull(checkoutDrafts.settledAt),
        isNull(checkoutDrafts.stoppedAt),
        lte(checkoutDrafts.savedAt, dueBy),
        gt(checkoutDrafts.savedAt, new Date(dueBy.getTime() - LATE_LIMIT_MS)),
      ),
    )
    .limit(BATCH);
  if (due.length === 0) return 0;
  const byId = new Map((await sweep.products()).map((product) => [product.id, product]));
  let sent = 0;
  for (const draft of due) {
    const wrote = await sweep.db.transaction(async (tx) => {
      // The claim: only the server whose update finds the draft unsettled and unchanged goes on.
      const [claimed] = await tx
        .update(checkoutDrafts)
        .set({ settledAt: now })
        .where(
          and(
            eq(checkoutDrafts.id, draft.id),
            isNull(checkoutDrafts.settledAt),
            isNull(checkoutDrafts.stoppedAt),
            eq(checkoutDrafts.savedAt, draft.savedAt),
          ),
        )
        .returning({ id: checkoutDrafts.id });
      if (!claimed || (await orderedOrRemindedSince(tx, draft.email, draft.savedAt, now))) return false;
      await tx.insert(checkoutReminders).values({ email: draft.email, sentAt: now });
      const lines = (draft.lines as CheckoutDraft['lines']).map((line) => ({
        name: byId.get(line.productId)?.name ?? 'An item',
        color: line.color,
        size: line.size,
        quantity: line.quantity,
      }));
      const data: CheckoutReminderData = {
        lines,
        // The token after the #: it never reaches a server's or a proxy's log.
        restoreUrl: `${sweep.publicUrl}${pagePath('cart')}#restore=${draft.restoreToken}`,
        unsubscribeUrl: `${sweep.publicUrl}/unsubscribe/${draft.unsubscribeToken}`,
      };
      await sweep.outbox.enqueue(
        tx,
        { orderId: null, kind: CHECKOUT_REMINDER_KIND, recipient: draft.email, data },
        now,
      );
      return true;
    });
    if (wrote) sent += 1;
  }
  if (sent > 0) sweep.outbox.kick();
  return sent;
}

/** Whether the address placed an order since the draft was saved, or had a reminder in the last week. */
async function orderedOrRemindedSince(tx: Db, email: string, savedAt: Date, now: Date): Promise<boolean> {
  const weekAgo = new Date(now.getTime() - REMINDER_EVERY_DAYS * 24 * HOUR_MS);
  const result = await tx.execute(sql`
    SELECT EXISTS (
      SELECT 1 FROM ${orders} WHERE lower(${orders.email}) = ${email}
        AND ${orders.createdAt} >= ${savedAt.toISOString()}::timestamptz
    ) OR EXISTS (
      SELECT 1 FROM ${checkoutReminders} WHERE ${checkoutReminders.email} = ${email}
        AND ${checkoutReminders.sentAt} > ${weekAgo.toISOString()}::timestamptz
    ) AS found`);
  return Boolean(rowsOf<{ found: boolean }>(result)[0]?.found);
}

/** An order counts as following a reminder when placed within this many days of it. */
const ORDER_FOLLOWS_DAYS = 7;

/**
 * The dashboard's counts for this month in the shop's time zone: reminders sent, and those an
 * order (not cancelled) from the same address followed within ORDER_FOLLOWS_DAYS.
 */
export async function reminderFigures(
  db: Db,
  timeZone: string,
): Promise<{ sent: number; ordersAfter: number }> {
  const local = sql`(${checkoutReminders.sentAt} AT TIME ZONE ${timeZone})`;
  const month = sql`date_trunc('month', ${local}) = date_trunc('month', now() AT TIME ZONE ${timeZone})`;
  const followed = sql`EXISTS (
    SELECT 1 FROM ${orders} WHERE lower(${orders.email}) = ${checkoutReminders.email}
      AND ${orders.status} <> 'cancelled'
      AND ${orders.createdAt} >= ${checkoutReminders.sentAt}
      AND ${orders.createdAt} < ${checkoutReminders.sentAt} + make_interval(days => ${ORDER_FOLLOWS_DAYS}))`;
  const [row] = await db
    .select({
      sent: sql<number>`count(*)::int`,
      ordersAfter: sql<number>`count(*) FILTER (WHERE ${followed})::int`,
    })
    .from(checkoutReminders)
    .where(month);
  return { sent: row?.sent ?? 0, ordersAfter: row?.ordersAfter ?? 0 };
}
