import { eq, type SQL, sql } from 'drizzle-orm';
import { AUDIENCE_LABELS, audienceLabel, type BroadcastAudience } from '../../../domain/broadcasts/broadcast';
import type { BroadcastCard } from '../../../domain/broadcasts/contract';
import type { Db } from '../../db/open';
import { rowsOf } from '../../db/rows';
import {
  broadcastRecipients,
  broadcasts,
  newsletterSubscribers,
  products,
  waitlistEntries,
} from '../../db/schema';
import { recordActivity } from '../../kernel/activity-record';
import type { Actor } from '../../kernel/actor';
import { enqueueEmails } from '../../kernel/outbox/enqueue-emails';
import type { DrawnBroadcast } from './broadcast-email';

/** The outbox's kind for a broadcast's email: its row keeps the broadcast and the person's token. */
export const BROADCAST_EMAIL_KIND = 'broadcast';

/** The confirmed list, and who of it a list audience takes (SQL over `newsletter_subscribers s`). */
const LIST_WHERE = {
  subscribers: sql`s.status = 'confirmed'`,
  buyers: sql`s.status = 'confirmed' AND EXISTS (
    SELECT 1 FROM orders o WHERE lower(o.email) = s.email AND o.status <> 'cancelled')`,
} satisfies Record<Exclude<BroadcastAudience, 'waitlist'>, SQL>;

/** A waitlist's addresses still waiting on the product, less those whose mail is refused for good. */
const waitingOn = (productId: SQL | string, email: SQL) => sql`EXISTS (
  SELECT 1 FROM ${waitlistEntries} w WHERE w.email = ${email} AND w.product_id = ${productId}
  AND w.used_at IS NULL AND w.with_news)
  AND NOT EXISTS (SELECT 1 FROM ${newsletterSubscribers} x WHERE x.email = ${email} AND x.status = 'suppressed')`;

export type AudienceCounts = {
  audiences: { audience: BroadcastAudience; label: string; count: number }[];
  waitlists: { productId: string; name: string; count: number }[];
};

/** How many people each list audience, and each product's waitlist, would reach now. */
export async function audienceCounts(db: Db): Promise<AudienceCounts> {
  const [lists] = rowsOf<{ subscribers: number; buyers: number }>(
    await db.execute(sql`SELECT
      count(*) FILTER (WHERE ${LIST_WHERE.subscribers})::int AS subscribers,
      count(*) FILTER (WHERE ${LIST_WHERE.buyers})::int AS buyers
      FROM newsletter_subscribers s`),
  );
  const waitlists = rowsOf<{ product_id: string; name: string; n: number }>(
    await db.execute(sql`
      SELECT p.id AS product_id, p.name, count(DISTINCT e.email)::int AS n
      FROM ${waitlistEntries} e JOIN ${products} p ON p.id = e.product_id
      WHERE ${waitingOn(sql`p.id`, sql`e.email`)}
      GROUP BY p.id, p.name ORDER BY p.name`),
  );
  return {
    audiences: (['subscribers', 'buyers'] as const).map((audience) => ({
      audience,
      label: AUDIENCE_LABELS[audience],
      count: Number(lists?.[audience] ?? 0),
    })),
    waitlists: waitlists.map((row) => ({ productId: row.product_id, name: row.name, count: Number(row.n) })),
  };
}

/** Each person an audience reaches now, once, with the unsubscribe token their email carries. */
function recipientsOf(audience: BroadcastAudience, productId: string | null): SQL {
  if (audience === 'waitlist')
    return sql`SELECT DISTINCT ON (e.email) e.email, e.unsubscribe_token FROM ${waitlistEntries} e
      WHERE e.product_id = ${productId} AND ${waitingOn(sql`e.product_id`, sql`e.email`)}
      ORDER BY e.email, e.id`;
  return sql`SELECT s.email, s.unsubscribe_token FROM newsletter_subscribers s WHERE ${LIST_WHERE[audience]}`;
}

/** Nobody is in the audience: nothing is written. */
export class NoRecipientsError extends Error {}

/** A waitlist broadcast names a product the shop does not have: nothing is written. */
export class UnknownProductError extends Error {}

/**
 * Writes a broadcast and its recipients (each address once, as the audience stands now), in one
 * transaction: from here on the sender hands them to the outbox a batch at a time.
 */
export async function createBroadcast(
  db: Db,
  input: {
    subject: string;
    body: string;
    cards: BroadcastCard[];
    audience: BroadcastAudience;
    productId?: string | undefined;
    drawn: DrawnBroadcast;
    /** Who sends it: the broadcast names them, and the activity log's entry is written with it. */
    by: Actor;
  },
  now = new Date(),
): Promise<number> {
  const productId = input.audience === 'waitlist' ? (input.productId ?? null) : null;
  return db.transaction(async (tx) => {
    // Asked before the insert, whose foreign key would otherwise fail as a database error (a 500).
    let productName: string | null = null;
    if (productId !== null) {
      const [product] = await tx
        .select({ name: products.name })
        .from(products)
        .where(eq(products.id, productId));
      if (!product) throw new UnknownProductError();
      productName = product.name;
    }
    const [row] = await tx
      .insert(broadcasts)
      .values({
        subject: input.subject,
        body: input.body,
        cards: input.cards,
        audience: input.audience,
        productId,
        html: input.drawn.html,
        text: input.drawn.text,
        createdBy: input.by.staffId,
        createdAt: now,
        total: 0,
        nextBatchAt: now,
      })
      .returning({ id: broadcasts.id });
    if (!row) throw new Error('The broadcast was not written.');
    const [written] = rowsOf<{ n: number }>(
      await tx.execute(sql`
        WITH written AS (
          INSERT INTO ${broadcastRecipients} (broadcast_id, email, unsubscribe_token)
          SELECT ${row.id}, a.email, a.unsubscribe_token
          FROM (${recipientsOf(input.audience, input.productId ?? null)}) a
          ON CONFLICT DO NOTHING
          RETURNING 1)
        SELECT count(*)::int AS n FROM written`),
    );
    const total = Number(written?.n ?? 0);
    if (total === 0) throw new NoRecipientsError();
    await tx.update(broadcasts).set({ total }).where(eq(broadcasts.id, row.id));
    await recordActivity(tx, input.by, {
      action: 'newsletter.broadcast',
      subject: 'newsletter',
      subjectId: String(row.id),
      summary: `Sent the broadcast "${input.subject}" to ${total} people (${audienceLabel(input.audience, productName)})`,
    });
    return row.id;
  });
}

/**
 * Hands the next batch of one due broadcast to the outbox, if any is due: the broadcast whose
 * `next_batch_at` has come is moved on by one interval under a row lock (another server skips it),
 * and its next `size` recipients get their outbox rows in the same transaction, so each person is
 * handed over once. One who left the list since is skipped. Returns how many were handed over,
 * or null when no broadcast was due.
 */
export async function releaseBatch(
  db: Db,
  options: { size: number; intervalMs: number },
  now = new Date(),
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const due = rowsOf<{ id: number; audience: BroadcastAudience; product_id: string | null }>(
      await tx.execute(sql`
      SELECT id, audience, product_id FROM ${broadcasts}
      WHERE released_at IS NULL AND next_batch_at <= ${now.toISOString()}::timestamptz
      ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`),
    );
    const [broadcast] = due;
    if (!broadcast) return null;
    const { id } = broadcast;
    // Still there to receive it: on the list, or still waiting on the product for a waitlist's.
    const listed =
      broadcast.audience === 'waitlist'
        ? waitingOn(broadcast.product_id ?? '', sql`r.email`)
        : sql`s.status = 'confirmed'`;
    const next = new Date(now.getTime() + options.intervalMs).toISOString();
    const batch = rowsOf<{ email: string; unsubscribe_token: string; listed: boolean }>(
      await tx.execute(sql`
      SELECT r.email, r.unsubscribe_token, coalesce(${listed}, false) AS listed
      FROM ${broadcastRecipients} r
      LEFT JOIN ${newsletterSubscribers} s ON s.email = r.email
      WHERE r.broadcast_id = ${id} AND r.released_at IS NULL
      ORDER BY r.email LIMIT ${options.size}
      FOR UPDATE OF r`),
    );
    const handed = await enqueueEmails(
      tx,
      batch
        .filter((row) => row.listed)
        .map((row) => ({
          orderId: null,
          kind: BROADCAST_EMAIL_KIND,
          recipient: row.email,
          data: { broadcastId: id, token: row.unsubscribe_token },
        })),
      now,
    );
    // Each recipient of the batch is released; those still listed point at their email.
    const outboxIds = new Map(handed.map((row) => [row.recipient, row.id]));
    const released = batch.map((row) => ({ email: row.email, outbox_id: outboxIds.get(row.email) ?? null }));
    if (released.length > 0) {
      await tx.execute(sql`
      UPDATE ${broadcastRecipients} r
      SET released_at = ${now.toISOString()}::timestamptz, outbox_id = h.outbox_id
      FROM jsonb_to_recordset(${JSON.stringify(released)}::jsonb) AS h(email text, outbox_id int)
      WHERE r.broadcast_id = ${id} AND r.email = h.email`);
    }
    const count = batch.length;
    const finished = count < options.size;
    await tx
      .update(broadcasts)
      .set(finished ? { releasedAt: now } : { nextBatchAt: new Date(next) })
      .where(eq(broadcasts.id, id));
    return count;
  });
}

/** When the next batch of any broadcast may go (ms), or null when none waits. */
export async function nextBatchDue(db: Db): Promise<number | null> {
  const [row] = rowsOf<{ at: string | Date | null }>(
    await db.execute(sql`SELECT min(next_batch_at) AS at FROM ${broadcasts} WHERE released_at IS NULL`),
  );
  const at = row?.at;
  return at ? new Date(at).getTime() : null;
}

/** A broadcast's message as drawn when it was sent, for the outbox; null when it is gone. */
export async function drawnBroadcast(db: Db, id: number): Promise<DrawnBroadcast | null> {
  const [row] = await db
    .select({ subject: broadcasts.subject, html: broadcasts.html, text: broadcasts.text })
    .from(broadcasts)
    .where(eq(broadcasts.id, id));
  return row ?? null;
}
