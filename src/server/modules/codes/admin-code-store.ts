import { randomInt } from 'node:crypto';
import { asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { CodeBatch, CodeCreate, CodeList, CodeSummary } from '../../../domain/codes/admin-code-contract';
import { codeStanding } from '../../../domain/codes/standing';
import type { Db } from '../../db/open';
import { rowsOf } from '../../db/rows';
import { discountCodes } from '../../db/schema';
import { type CodeRow, codeLabel } from './apply';

type Rule = Omit<CodeCreate, 'code' | 'maxUses'>;

/** A rule as staff wrote it, as the table keeps it (a percentage in basis points). */
function ruleValues(rule: Rule) {
  return {
    kind: rule.kind,
    basisPoints: rule.kind === 'percent' ? Math.round((rule.percent ?? 0) * 100) : null,
    amountKobo: rule.kind === 'amount' ? (rule.amountKobo ?? null) : null,
    productIds: rule.productIds ?? [],
    collectionIds: rule.collectionIds ?? [],
    minSubtotalKobo: rule.minSubtotalKobo ?? null,
    startsAt: rule.startsAt ? new Date(rule.startsAt) : null,
    endsAt: rule.endsAt ? new Date(rule.endsAt) : null,
    maxUsesPerEmail: rule.maxUsesPerEmail ?? null,
  };
}

type Takings = { orders: number; discountKobo: number; revenueKobo: number };

/** What each code of its own brought in: the orders standing with it, what it took off, what they came to. */
async function takingsOf(db: Db): Promise<Map<string, Takings>> {
  const rows = rowsOf<{ code_id: string; orders: number; discount: number; revenue: number }>(
    await db.execute(sql`
      SELECT r.code_id, count(*)::int AS orders, coalesce(sum(r.discount_kobo), 0)::bigint AS discount,
             coalesce(sum(o.total_kobo), 0)::bigint AS revenue
      FROM code_redemptions r JOIN orders o ON o.id = r.order_id
      JOIN discount_codes c ON c.id = r.code_id
      WHERE r.released_at IS NULL AND c.batch IS NULL
      GROUP BY r.code_id`),
  );
  return new Map(
    rows.map((row) => [
      row.code_id,
      { orders: Number(row.orders), discountKobo: Number(row.discount), revenueKobo: Number(row.revenue) },
    ]),
  );
}

export function toSummary(code: CodeRow, takings: Takings | undefined, now = new Date()): CodeSummary {
  return {
    id: code.id,
    code: code.code,
    kind: code.kind,
    label: codeLabel(code),
    productIds: code.productIds,
    collectionIds: code.collectionIds,
    minSubtotalKobo: code.minSubtotalKobo,
    startsAt: code.startsAt?.toISOString() ?? null,
    endsAt: code.endsAt?.toISOString() ?? null,
    maxUses: code.maxUses,
    maxUsesPerEmail: code.maxUsesPerEmail,
    uses: code.uses,
    state: codeStanding(code, now),
    batch: code.batch,
    orders: takings?.orders ?? 0,
    discountKobo: takings?.discountKobo ?? 0,
    revenueKobo: takings?.revenueKobo ?? 0,
  };
}

/** Codes of their own, newest first, and each batch summed up. */
export async function listCodes(db: Db, now = new Date()): Promise<CodeList> {
  const own = await db
    .select()
    .from(discountCodes)
    .where(isNull(discountCodes.batch))
    .orderBy(sql`${discountCodes.createdAt} DESC`);
  const takings = await takingsOf(db);
  const batches = rowsOf<{ batch: string; count: number; used: number; revenue: number }>(
    await db.execute(sql`
      SELECT c.batch, count(*)::int AS count, count(*) FILTER (WHERE c.uses > 0)::int AS used,
        coalesce(sum((SELECT sum(o.total_kobo) FROM code_redemptions r JOIN orders o ON o.id = r.order_id
                      WHERE r.code_id = c.id AND r.released_at IS NULL)), 0)::bigint AS revenue
      FROM discount_codes c WHERE c.batch IS NOT NULL
      GROUP BY c.batch ORDER BY max(c.created_at) DESC`),
  );
  // A batch's codes share one rule: one of each batch says what they give.
  const firsts = await db
    .selectDistinctOn([discountCodes.batch])
    .from(discountCodes)
    .where(isNotNull(discountCodes.batch))
    .orderBy(discountCodes.batch);
  const labels = new Map(firsts.map((code) => [code.batch, codeLabel(code)]));
  return {
    codes: own.map((code) => toSummary(code, takings.get(code.id), now)),
    batches: batches.map((batch) => ({
      batch: batch.batch,
      label: labels.get(batch.batch) ?? '',
      count: Number(batch.count),
      used: Number(batch.used),
      revenueKobo: Number(batch.revenue),
    })),
  };
}

/** Writes one code; null when a code of that name exists already. */
export async function createCode(db: Db, input: CodeCreate): Promise<CodeRow | null> {
  const [row] = await db
    .insert(discountCodes)
    .values({ code: input.code.trim().toUpperCase(), maxUses: input.maxUses ?? null, ...ruleValues(input) })
    .onConflictDoNothing({ target: discountCodes.code })
    .returning();
  return row ?? null;
}

/** Letters and digits nobody misreads (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const randomPart = () => Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/**
 * Writes `count` single-use codes PREFIX-XXXXXXXX in one batch, named by the prefix and the
 * moment; a drawn code that exists already is drawn again.
 */
export async function createBatch(db: Db, input: CodeBatch, now = new Date()): Promise<string> {
  const prefix = input.prefix.trim().toUpperCase();
  const batch = `${prefix} ${now.toISOString().slice(0, 16).replace('T', ' ')}`;
  const values = ruleValues(input);
  let left = input.count;
  for (let round = 0; left > 0 && round < 5; round++) {
    const written = await db
      .insert(discountCodes)
      .values(
        Array.from({ length: left }, () => ({
          code: `${prefix}-${randomPart()}`,
          maxUses: 1,
          batch,
          ...values,
        })),
      )
      .onConflictDoNothing({ target: discountCodes.code })
      .returning({ id: discountCodes.id });
    left -= written.length;
  }
  return batch;
}

/** A batch's codes, for its CSV; empty for a batch that does not exist. */
export async function batchCodes(db: Db, batch: string): Promise<CodeRow[]> {
  return db
    .select()
    .from(discountCodes)
    .where(eq(discountCodes.batch, batch))
    .orderBy(asc(discountCodes.code));
}

/** Pauses, resumes or ends a code; null when there is none. */
export async function actOnCode(
  db: Db,
  id: string,
  action: 'pause' | 'resume' | 'end',
  now = new Date(),
): Promise<CodeRow | null> {
  const change =
    action === 'pause' ? { pausedAt: now } : action === 'resume' ? { pausedAt: null } : { endsAt: now };
  const [row] = await db.update(discountCodes).set(change).where(eq(discountCodes.id, id)).returning();
  return row ?? null;
}
