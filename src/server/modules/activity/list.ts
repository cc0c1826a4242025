import { and, count, desc, eq, getTableColumns, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { ActivityEntry, ActivityFilter, ActivityPage } from '../../../domain/activity/contract';
import { ACTIVITY_PAGE_SIZE } from '../../../domain/activity/subjects';
import type { Db } from '../../db/open';
import { activityLog, activityRepeats } from '../../db/schema';

type Row = typeof activityLog.$inferSelect & { times: number | null };

/** The start of a day in the shop's time zone, as a moment. */
function startOfDay(date: string, timeZone: string): SQL {
  return sql`((${date}::date)::timestamp AT TIME ZONE ${timeZone})`;
}

function conditions(filter: ActivityFilter, timeZone: string): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    filter.staff ? eq(activityLog.staffId, filter.staff) : undefined,
    filter.subject ? eq(activityLog.subjectType, filter.subject) : undefined,
    filter.subjectId ? eq(activityLog.subjectId, filter.subjectId) : undefined,
    filter.action ? eq(activityLog.action, filter.action) : undefined,
    filter.from ? gte(activityLog.createdAt, startOfDay(filter.from, timeZone)) : undefined,
    // The last day is included: up to the start of the day after it.
    filter.to
      ? lt(activityLog.createdAt, sql`(((${filter.to}::date + 1))::timestamp AT TIME ZONE ${timeZone})`)
      : undefined,
  ];
  return and(...parts.filter((part): part is SQL => part !== undefined));
}

function entryOf(row: Row): ActivityEntry {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    staffId: row.staffId,
    staffEmail: row.staffEmail,
    action: row.action,
    subject: row.subjectType,
    subjectId: row.subjectId,
    summary: row.summary,
    before: (row.before as Record<string, unknown> | null) ?? null,
    after: (row.after as Record<string, unknown> | null) ?? null,
    redactedAt: row.redactedAt?.toISOString() ?? null,
    times: row.times ?? 1,
  };
}

/** One page of the activity log, newest first; days are read in the shop's time zone. */
export async function listActivity(db: Db, filter: ActivityFilter, timeZone: string): Promise<ActivityPage> {
  const where = conditions(filter, timeZone);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...getTableColumns(activityLog), times: activityRepeats.times })
      .from(activityLog)
      .leftJoin(activityRepeats, eq(activityRepeats.activityId, activityLog.id))
      .where(where)
      .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
      .limit(ACTIVITY_PAGE_SIZE)
      .offset((filter.page - 1) * ACTIVITY_PAGE_SIZE),
    db.select({ n: count() }).from(activityLog).where(where),
  ]);
  return {
    entries: rows.map(entryOf),
    page: filter.page,
    pageSize: ACTIVITY_PAGE_SIZE,
    total: total?.n ?? 0,
  };
}
