import type { ActivitySubject } from '../../domain/activity/subjects';
import type { Db } from '../db/open';
import { activityLog } from '../db/schema';
import type { Actor } from './actor';

export type ActivityFacts = {
  /** What was done, `<subject>.<verb>`: `product.update`, `order.mark_paid`, `staff.create`… */
  action: string;
  subject: ActivitySubject;
  /** The subject's id, number or slug, as staff know it. */
  subjectId: string | null;
  /** One line a person reads, e.g. "Updated Harmattan Tour Tee: price, description". */
  summary: string;
  /** The fields that changed, as they were and as they became; never a password or a token. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/**
 * Writes one entry of the activity log, returning its id. Call it with the transaction of the write
 * it records: the entry then exists exactly when the write does, and a write rolled back leaves none.
 */
export async function recordActivity(tx: Db, by: Actor, facts: ActivityFacts): Promise<number> {
  const [entry] = await tx
    .insert(activityLog)
    .values({
      staffId: by.staffId,
      staffEmail: by.staffEmail,
      action: facts.action,
      subjectType: facts.subject,
      subjectId: facts.subjectId,
      summary: facts.summary,
      before: facts.before ?? null,
      after: facts.after ?? null,
    })
    .returning({ id: activityLog.id });
  if (!entry) throw new Error('The activity entry was not written.');
  return entry.id;
}

/**
 * The fields whose values differ between two versions of a record, each side with only those
 * fields; null when nothing changed. Values are compared as JSON, so arrays and objects compare by
 * content and a Date by its moment.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown>; names: string[] } | null {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  const names: string[] = [];
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = jsonValue(before[key]);
    const b = jsonValue(after[key]);
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    names.push(key);
    was[key] = a;
    now[key] = b;
  }
  return names.length === 0 ? null : { before: was, after: now, names };
}

/** A value as it is stored in the entry's JSON: a Date as ISO text, undefined as null. */
function jsonValue(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return value;
}
