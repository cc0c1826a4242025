import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { REDACTED } from '../../../domain/activity/subjects';
import type { Db } from '../../db/open';
import {
  broadcastRecipients,
  broadcasts,
  checkoutDrafts,
  checkoutReminders,
  emailOutbox,
  loginAttempts,
  newsletterSubscribers,
  orderEvents,
  orderLines,
  orders,
} from '../../db/schema';
import { redactPerson } from '../activity/redact';
import { STAGE_WHERE } from '../orders/stage-sql';
import { entriesOf, eraseEntriesOf } from '../waitlist/entries';

const iso = (date: Date | null) => date?.toISOString() ?? null;
const ofEmail = (email: string) => sql`lower(${orders.email}) = ${email}`;

/**
 * Everything the shop holds about one email address, as the person may ask for it: their place on
 * the newsletter with the consent they gave, their orders (contact, address, lines, totals, history)
 * the notify-me entries they left (with the consent each gave), the bag kept from a checkout they
 * left (with the words they ticked) and the reminders sent them, the broadcasts they were sent,
 * and the emails written to them.
 */
export async function fanData(db: Db, email: string, now = new Date()) {
  const [subscriber] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  const placed = await db.select().from(orders).where(ofEmail(email)).orderBy(asc(orders.createdAt));
  const ids = placed.map((order) => order.id);
  const lines = ids.length
    ? await db
        .select()
        .from(orderLines)
        .where(inArray(orderLines.orderId, ids))
        .orderBy(asc(orderLines.position))
    : [];
  const events = ids.length
    ? await db
        .select()
        .from(orderEvents)
        .where(inArray(orderEvents.orderId, ids))
        .orderBy(asc(orderEvents.id))
    : [];
  const [draft] = await db.select().from(checkoutDrafts).where(eq(checkoutDrafts.email, email));
  const reminders = await db
    .select({ sentAt: checkoutReminders.sentAt })
    .from(checkoutReminders)
    .where(eq(checkoutReminders.email, email))
    .orderBy(asc(checkoutReminders.sentAt));
  const emails = await db
    .select({ kind: emailOutbox.kind, createdAt: emailOutbox.createdAt, sentAt: emailOutbox.sentAt })
    .from(emailOutbox)
    .where(sql`lower(${emailOutbox.recipient}) = ${email}`)
    .orderBy(asc(emailOutbox.id));
  const waitlists = await entriesOf(db, email);
  const broadcastsTo = await db
    .select({ subject: broadcasts.subject, createdAt: broadcasts.createdAt })
    .from(broadcastRecipients)
    .innerJoin(broadcasts, eq(broadcasts.id, broadcastRecipients.broadcastId))
    .where(eq(broadcastRecipients.email, email))
    .orderBy(asc(broadcasts.id));
  return {
    email,
    exportedAt: now.toISOString(),
    newsletter: subscriber
      ? {
          status: subscriber.status,
          source: subscriber.source,
          consentWords: subscriber.consentWords,
          consentedAt: iso(subscriber.consentedAt),
          confirmedAt: iso(subscriber.confirmedAt),
          joinedAt: iso(subscriber.createdAt),
          leftAt: iso(subscriber.leftAt),
        }
      : null,
    waitlists: waitlists.map((entry) => ({
      productId: entry.productId,
      waitsFor:
        entry.kind === 'drop' ? 'the drop going on sale' : `${entry.color}, ${entry.size} back in stock`,
      source: entry.source,
      consentWords: entry.consentWords,
      signedUpAt: entry.createdAt.toISOString(),
      agreedToNewsOfIt: entry.withNews,
      emailedAt: entry.leftAt ? null : iso(entry.usedAt),
      leftAt: iso(entry.leftAt),
    })),
    checkoutDraft: draft
      ? {
          lines: draft.lines,
          consentWords: draft.consentWords,
          savedAt: iso(draft.savedAt),
          remindersStoppedAt: iso(draft.stoppedAt),
        }
      : null,
    checkoutReminders: reminders.map((reminder) => ({ sentAt: iso(reminder.sentAt) })),
    orders: placed.map((order) => ({
      number: order.number,
      placedAt: order.createdAt.toISOString(),
      status: order.status,
      paymentMethod: order.paymentMethod,
      contact: {
        firstName: order.firstName,
        lastName: order.lastName,
        email: order.email,
        phone: order.phone,
      },
      delivery: {
        method: order.shippingMethod,
        address: order.address,
        apartment: order.apartment,
        city: order.city,
        state: order.state,
        country: order.country,
        postalCode: order.postalCode,
      },
      lines: lines
        .filter((line) => line.orderId === order.id)
        .map((line) => ({
          product: line.name,
          color: line.color,
          size: line.size,
          quantity: line.quantity,
          unitPriceKobo: line.unitPriceKobo,
          cancelled: line.cancelledQuantity,
          returned: line.returnedQuantity,
        })),
      totals: {
        subtotalKobo: order.subtotalKobo,
        deliveryFeeKobo: order.deliveryFeeKobo,
        totalKobo: order.totalKobo,
        refundedKobo: order.refundedKobo,
      },
      history: events
        .filter((event) => event.orderId === order.id)
        .map((event) => ({ kind: event.kind, note: event.note, at: event.createdAt.toISOString() })),
    })),
    broadcasts: broadcastsTo.map((sent) => ({ subject: sent.subject, sentAt: sent.createdAt.toISOString() })),
    emails: emails.map((mail) => ({
      kind: mail.kind,
      writtenAt: iso(mail.createdAt),
      sentAt: iso(mail.sentAt),
    })),
  };
}

/** An order of the person's that is still under way: it cannot be fulfilled once its details are gone. */
export async function openOrderOf(db: Db, email: string): Promise<string | null> {
  const [open] = await db
    .select({ number: orders.number })
    .from(orders)
    .where(
      and(
        ofEmail(email),
        or(STAGE_WHERE.awaiting_payment, STAGE_WHERE.to_pack, STAGE_WHERE.ready_for_pickup),
      ),
    )
    .limit(1);
  return open?.number ?? null;
}

export type Erased = {
  orders: number;
  newsletter: boolean;
  waitlist: number;
  checkoutDraft: boolean;
  activityEntries: number;
};

/**
 * Erases a person on request. Their newsletter record, notify-me entries, the bag a checkout kept
 * and its reminders, and the emails written to them go; their orders stay for the books (lines,
 * totals, payments, dates, the state delivered to) with their name, email, phone and street
 * replaced by "[redacted]", and so does any order history note that
 * named them; the activity log's entries are redacted as `npm run cli -- redact` does. Run inside
 * the caller's transaction; the caller checks no order of theirs is still under way.
 */
export async function eraseFan(tx: Db, email: string): Promise<Erased> {
  // The activity log first: it finds the person's details in their orders before they go.
  const activityEntries = await redactPerson(tx, email);
  const theirs = await tx
    .select({
      id: orders.id,
      firstName: orders.firstName,
      lastName: orders.lastName,
      phone: orders.phone,
      address: orders.address,
    })
    .from(orders)
    .where(ofEmail(email));
  const details = new Set<string>([email]);
  for (const order of theirs) {
    for (const detail of [`${order.firstName} ${order.lastName}`, order.phone, order.address]) {
      if (detail.trim().length >= 3) details.add(detail.trim());
    }
  }
  const ids = theirs.map((order) => order.id);
  if (ids.length) {
    await tx
      .update(orders)
      .set({
        email: REDACTED,
        phone: REDACTED,
        firstName: REDACTED,
        lastName: REDACTED,
        address: REDACTED,
        apartment: '',
        postalCode: '',
      })
      .where(inArray(orders.id, ids));
    let note = sql`${orderEvents.note}`;
    for (const detail of [...details].sort((a, b) => b.length - a.length)) {
      note = sql`replace(${note}, ${detail}, ${REDACTED})`;
    }
    await tx.update(orderEvents).set({ note }).where(inArray(orderEvents.orderId, ids));
  }
  await tx.delete(emailOutbox).where(sql`lower(${emailOutbox.recipient}) = ${email}`);
  // A broadcast's list of who it went to names them too.
  await tx.delete(broadcastRecipients).where(eq(broadcastRecipients.email, email));
  await tx.delete(loginAttempts).where(eq(loginAttempts.email, email));
  const drafts = await tx
    .delete(checkoutDrafts)
    .where(eq(checkoutDrafts.email, email))
    .returning({ id: checkoutDrafts.id });
  const reminders = await tx
    .delete(checkoutReminders)
    .where(eq(checkoutReminders.email, email))
    .returning({ id: checkoutReminders.id });
  const left = await tx
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
    .returning({ id: newsletterSubscribers.id });
  const waitlist = await eraseEntriesOf(tx, email);
  return {
    orders: ids.length,
    newsletter: left.length > 0,
    waitlist,
    checkoutDraft: drafts.length + reminders.length > 0,
    activityEntries,
  };
}
