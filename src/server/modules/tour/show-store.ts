import { asc, count, desc, eq, gt, lte } from 'drizzle-orm';
import { fieldsInWords } from '../../../domain/activity/words';
import {
  PAST_PAGE_SIZE,
  pastBefore,
  type Show,
  type ShowInput,
  showStart,
  TOUR_MESSAGES,
  type TourPage,
} from '../../../domain/tour/tour';
import type { Db } from '../../db/open';
import { shows } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import { changedFields, recordActivity } from '../../kernel/activity-record';
import type { Actor } from '../../kernel/actor';

type ShowRow = typeof shows.$inferSelect;

/** A row as the API shows it: the start with the offset the venue's clocks had at that moment. */
function showOf(row: ShowRow): Show {
  const start = showStart(row.localStart, row.timeZone);
  return {
    id: row.id,
    localStart: row.localStart,
    timeZone: row.timeZone,
    startsAt: start?.iso ?? row.startsAt.toISOString(),
    venue: row.venue,
    city: row.city,
    country: row.country,
    ticketUrl: row.ticketUrl,
    status: row.status,
    supportAct: row.supportAct,
  };
}

function columnsOf(input: ShowInput) {
  const start = showStart(input.localStart, input.timeZone);
  // The contract refuses a time the zone lacks, so this is there; a caller that skipped it learns here.
  if (!start) throw new Error(`No such time: ${input.localStart} in ${input.timeZone}`);
  return { ...input, startsAt: start.instant };
}

function inputOf(show: Show): ShowInput {
  const { id: _id, startsAt: _startsAt, ...input } = show;
  return input;
}

function describe(show: Pick<ShowInput, 'venue' | 'city' | 'localStart'>): string {
  return `${show.venue}, ${show.city} on ${show.localStart.replace('T', ' ')}`;
}

/** Every upcoming show at `now`, soonest first, and one page of past shows, newest first. */
export async function tourPage(db: Db, now: Date, page: number): Promise<TourPage> {
  const boundary = pastBefore(now);
  const upcoming = await db
    .select()
    .from(shows)
    .where(gt(shows.startsAt, boundary))
    .orderBy(asc(shows.startsAt), asc(shows.id));
  const past = await db
    .select()
    .from(shows)
    .where(lte(shows.startsAt, boundary))
    .orderBy(desc(shows.startsAt), asc(shows.id))
    .limit(PAST_PAGE_SIZE)
    .offset((page - 1) * PAST_PAGE_SIZE);
  const [total] = await db.select({ n: count() }).from(shows).where(lte(shows.startsAt, boundary));
  return {
    upcoming: upcoming.map(showOf),
    past: { shows: past.map(showOf), page, pageSize: PAST_PAGE_SIZE, total: total?.n ?? 0 },
  };
}

/** Every show, newest first: the staff's list. */
export async function allShows(db: Db): Promise<Show[]> {
  const rows = await db.select().from(shows).orderBy(desc(shows.startsAt), asc(shows.id));
  return rows.map(showOf);
}

export async function showById(db: Db, id: string): Promise<Show> {
  const [row] = await db.select().from(shows).where(eq(shows.id, id));
  if (!row) throw new NotFoundError(TOUR_MESSAGES.notFound);
  return showOf(row);
}

export async function addShow(db: Db, input: ShowInput, by: Actor): Promise<Show> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(shows).values(columnsOf(input)).returning();
    if (!row) throw new Error('The show was not saved.');
    await recordActivity(tx, by, {
      action: 'show.create',
      subject: 'show',
      subjectId: row.id,
      summary: `Added the show at ${describe(input)}`,
      after: input,
    });
    return showOf(row);
  });
}

export async function changeShow(db: Db, id: string, input: ShowInput, by: Actor): Promise<Show> {
  return db.transaction(async (tx) => {
    const [was] = await tx.select().from(shows).where(eq(shows.id, id)).for('update');
    if (!was) throw new NotFoundError(TOUR_MESSAGES.notFound);
    const [row] = await tx
      .update(shows)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(eq(shows.id, id))
      .returning();
    if (!row) throw new NotFoundError(TOUR_MESSAGES.notFound);
    const changes = changedFields(inputOf(showOf(was)), input);
    await recordActivity(tx, by, {
      action: 'show.update',
      subject: 'show',
      subjectId: id,
      summary: changes
        ? `Updated the show at ${describe(input)}: ${fieldsInWords(changes.names)}`
        : `Saved the show at ${describe(input)} without changes`,
      before: changes?.before ?? null,
      after: changes?.after ?? null,
    });
    return showOf(row);
  });
}

export async function deleteShow(db: Db, id: string, by: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [was] = await tx.delete(shows).where(eq(shows.id, id)).returning();
    if (!was) throw new NotFoundError(TOUR_MESSAGES.notFound);
    await recordActivity(tx, by, {
      action: 'show.delete',
      subject: 'show',
      subjectId: id,
      summary: `Deleted the show at ${describe(was)}`,
      before: inputOf(showOf(was)),
    });
  });
}
