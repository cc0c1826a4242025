import { desc, eq, type SQL, sql } from 'drizzle-orm';
import {
  AUDIENCE_LABELS,
  BROADCAST_AUDIENCES,
  type BroadcastAudience,
  type RecipientStatus,
} from '../../../domain/broadcasts/broadcast';
import type {
  BroadcastCard,
  BroadcastDetail,
  BroadcastProgress,
  BroadcastSummary,
} from '../../../domain/broadcasts/contract';
import type { Db } from '../../db/open';
import { rowsOf } from '../../db/rows';
import { broadcastRecipients, broadcasts, emailOutbox, newsletterSubscribers, staff } from '../../db/schema';
import { MAX_ATTEMPTS } from '../mail/outbox';
import type { DrawnBroadcast } from './broadcast-email';

/** The outbox's kind for a broadcast's email: its row keeps the broadcast and the person's token. */
export const BROADCAST_EMAIL_KIND = 'broadcast';

/** Recipients shown on one page of a broadcast's detail. */
const RECIPIENTS_PER_PAGE = 50;

/** The confirmed list, and who of it an audience takes (SQL over `newsletter_subscribers s`). */
const AUDIENCE_WHERE: Record<BroadcastAudience, SQL> = {
  subscribers: sql`s.status = 'confirmed'`,
  buyers: sql`s.status = 'confirmed' AND EXISTS (
    SELECT 1 FROM orders o WHERE lower(o.email) = s.email AND o.status <> 'cancelled')`,
};

/** How many people each audience would reach now. */
export async function audienceCounts(
  db: Db,
): Promise<{ audience: BroadcastAudience; label: string; count: number }[]> {
  const counts = [];
  for (const audience of BROADCAST_AUDIENCES) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(
        sql`SELECT count(*)::int AS n FROM newsletter_subscribers s WHERE ${AUDIENCE_WHERE[audience]}`,
      ),
    );
    counts.push({ audience, label: AUDIENCE_LABELS[audience], count: Number(row?.n ?? 0) });
  }
  return counts;
}

/** Nobody is in the audience: nothing is written. */
export class NoRecipientsError extends Error {}

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
    drawn: DrawnBroadcast;
    by: string | null;
  },
  now = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(broadcasts)
      .values({
        subject: input.subject,
        body: input.body,
        cards: input.cards,
        audience: input.audience,
        html: input.drawn.html,
        text: input.drawn.text,
        createdBy: input.by,
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
          SELECT ${row.id}, s.email, s.unsubscribe_token FROM newsletter_subscribers s
          WHERE ${AUDIENCE_WHERE[input.audience]}
          ON CONFLICT DO NOTHING
          RETURNING 1)
        SELECT count(*)::int AS n FROM written`),
    );
    const total = Number(written?.n ?? 0);
    if (total === 0) throw new NoRecipientsError();
    await tx.update(broadcasts).set({ total }).where(eq(broadcasts.id, row.id));
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
    const due = rowsOf<{ id: number }>(
      await tx.execute(sql`
      SELECT id FROM ${broadcasts}
      WHERE released_at IS NULL AND next_batch_at <= ${now.toISOString()}::timestamptz
      ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`),
    );
    const id = due[0]?.id;
    if (id === undefined) return null;
    const next = new Date(now.getTime() + options.intervalMs).toISOString();
    const batch = rowsOf<{ email: string }>(
      await tx.execute(sql`
      WITH batch AS (
        SELECT r.email, r.unsubscribe_token, s.status = 'confirmed' AS listed
        FROM ${broadcastRecipients} r
        LEFT JOIN ${newsletterSubscribers} s ON s.email = r.email
        WHERE r.broadcast_id = ${id} AND r.released_at IS NULL
        ORDER BY r.email LIMIT ${options.size}
        FOR UPDATE OF r
      ), handed AS (
        INSERT INTO ${emailOutbox} (kind, recipient, data, next_attempt_at)
        SELECT ${BROADCAST_EMAIL_KIND}, email,
               jsonb_build_object('broadcastId', ${id}::int, 'token', unsubscribe_token),
               ${now.toISOString()}::timestamptz
        FROM batch WHERE listed
        RETURNING id, recipient
      )
      UPDATE ${broadcastRecipients} r
      SET released_at = ${now.toISOString()}::timestamptz, outbox_id = handed.id
      FROM batch LEFT JOIN handed ON handed.recipient = batch.email
      WHERE r.broadcast_id = ${id} AND r.email = batch.email
      RETURNING r.email`),
    );
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

/** One recipient's status, as SQL over `r` (broadcast_recipients) and `o` (its outbox row). */
const STATUS_SQL = sql`CASE
  WHEN r.released_at IS NULL THEN 'waiting'
  WHEN o.id IS NULL THEN 'skipped'
  WHEN o.sent_at IS NOT NULL THEN 'sent'
  WHEN o.attempts >= ${MAX_ATTEMPTS} THEN 'failed'
  WHEN o.attempts > 0 THEN 'failing'
  ELSE 'sending' END`;

const MAY_REPEAT_SQL = sql`(o.sent_at IS NOT NULL AND o.claims > o.attempts)`;

type ProgressRow = { broadcast_id: number } & Record<
  Exclude<keyof BroadcastProgress, 'total' | 'mayRepeat'>,
  number
> & {
    total: number;
    may_repeat: number;
  };

async function progressOf(db: Db, ids: number[]): Promise<Map<number, BroadcastProgress>> {
  const progress = new Map<number, BroadcastProgress>();
  if (ids.length === 0) return progress;
  const result = rowsOf<ProgressRow>(
    await db.execute(sql`
    SELECT r.broadcast_id,
      count(*)::int AS total,
      count(*) FILTER (WHERE ${STATUS_SQL} = 'waiting')::int AS waiting,
      count(*) FILTER (WHERE ${STATUS_SQL} = 'sending')::int AS sending,
      count(*) FILTER (WHERE ${STATUS_SQL} = 'sent')::int AS sent,
      count(*) FILTER (WHERE ${STATUS_SQL} = 'failing')::int AS failing,
      count(*) FILTER (WHERE ${STATUS_SQL} = 'failed')::int AS failed,
      count(*) FILTER (WHERE ${STATUS_SQL} = 'skipped')::int AS skipped,
      count(*) FILTER (WHERE ${MAY_REPEAT_SQL})::int AS may_repeat
    FROM ${broadcastRecipients} r LEFT JOIN ${emailOutbox} o ON o.id = r.outbox_id
    WHERE r.broadcast_id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
    GROUP BY r.broadcast_id`),
  );
  for (const row of result) {
    const { broadcast_id, may_repeat, ...counts } = row;
    progress.set(Number(broadcast_id), {
      total: Number(counts.total),
      waiting: Number(counts.waiting),
      sending: Number(counts.sending),
      sent: Number(counts.sent),
      failing: Number(counts.failing),
      failed: Number(counts.failed),
      skipped: Number(counts.skipped),
      mayRepeat: Number(may_repeat),
    });
  }
  return progress;
}

const EMPTY: BroadcastProgress = {
  total: 0,
  waiting: 0,
  sending: 0,
  sent: 0,
  failing: 0,
  failed: 0,
  skipped: 0,
  mayRepeat: 0,
};

/** Every broadcast with its progress, newest first (at most `limit`), or the one numbered `only`. */
export async function listBroadcasts(db: Db, limit = 100, only?: number): Promise<BroadcastSummary[]> {
  const rows = await db
    .select({
      id: broadcasts.id,
      subject: broadcasts.subject,
      audience: broadcasts.audience,
      createdAt: broadcasts.createdAt,
      createdBy: staff.email,
    })
    .from(broadcasts)
    .leftJoin(staff, eq(staff.id, broadcasts.createdBy))
    .where(only === undefined ? undefined : eq(broadcasts.id, only))
    .orderBy(desc(broadcasts.id))
    .limit(limit);
  const progress = await progressOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const counts = progress.get(row.id) ?? EMPTY;
    return {
      id: row.id,
      subject: row.subject,
      audience: row.audience,
      audienceLabel: AUDIENCE_LABELS[row.audience],
      createdAt: row.createdAt.toISOString(),
      createdBy: row.createdBy,
      state: counts.waiting + counts.sending + counts.failing > 0 ? 'sending' : 'finished',
      progress: counts,
    };
  });
}

/** One broadcast, its progress and one page of its recipients (by address); null when there is none. */
export async function broadcastDetail(db: Db, id: number, page: number): Promise<BroadcastDetail | null> {
  const [summary] = await listBroadcasts(db, 1, id);
  if (!summary) return null;
  const offset = (page - 1) * RECIPIENTS_PER_PAGE;
  const result = rowsOf<{
    email: string;
    status: RecipientStatus;
    sent_at: string | Date | null;
    last_error: string | null;
    may_repeat: boolean;
  }>(
    await db.execute(sql`
    SELECT r.email, ${STATUS_SQL} AS status, o.sent_at, o.last_error, ${MAY_REPEAT_SQL} AS may_repeat
    FROM ${broadcastRecipients} r LEFT JOIN ${emailOutbox} o ON o.id = r.outbox_id
    WHERE r.broadcast_id = ${id}
    ORDER BY r.email LIMIT ${RECIPIENTS_PER_PAGE} OFFSET ${offset}`),
  );
  return {
    ...summary,
    recipients: result.map((row) => ({
      email: row.email,
      status: row.status,
      sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
      lastError: row.last_error,
      mayRepeat: Boolean(row.may_repeat),
    })),
    page,
    pageCount: Math.max(1, Math.ceil(summary.progress.total / RECIPIENTS_PER_PAGE)),
  };
}
