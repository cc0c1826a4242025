import { desc, eq, sql } from 'drizzle-orm';
import { audienceLabel, type RecipientStatus } from '../../../domain/broadcasts/broadcast';
import type {
  BroadcastDetail,
  BroadcastProgress,
  BroadcastSummary,
} from '../../../domain/broadcasts/contract';
import type { Db } from '../../db/open';
import { rowsOf } from '../../db/rows';
import { broadcastRecipients, broadcasts, emailOutbox, products, staff } from '../../db/schema';
import { MAX_ATTEMPTS } from '../../kernel/outbox/outbox-terms';

/** How far broadcasts have gone: each recipient's status, read from their outbox row. */

/** Recipients shown on one page of a broadcast's detail. */
const RECIPIENTS_PER_PAGE = 50;

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
      productId: broadcasts.productId,
      productName: products.name,
      createdAt: broadcasts.createdAt,
      createdBy: staff.email,
    })
    .from(broadcasts)
    .leftJoin(staff, eq(staff.id, broadcasts.createdBy))
    .leftJoin(products, eq(products.id, broadcasts.productId))
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
      productId: row.productId,
      audienceLabel: audienceLabel(row.audience, row.productName),
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
