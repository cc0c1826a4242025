import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_PAGE_SIZE, REDACTED } from '../../../domain/activity/subjects';
import { activityLog } from '../../db/schema';
import { recordActivity } from '../../kernel/activity-record';
import { activityPage } from '../../testing/activity';
import { insertOrder } from '../../testing/order-fixtures';
import { STAFF, signedInHeaders, staffApp } from '../../testing/staff';
import { describeEachEngine, testConfig } from '../../testing/test-app';
import { redactPerson } from './redact';

/** The database's own words when it refuses a statement (drizzle wraps them), or a note that it did not. */
async function refusal(statement: PromiseLike<unknown>): Promise<string> {
  try {
    await statement;
    return 'not refused';
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return `${(error as Error).message} ${cause?.message ?? ''}`;
  }
}

const ADA = { staffId: null, staffEmail: 'ada.staff@example.com' };
const BOLA = { staffId: '00000000-0000-4000-8000-000000000b01', staffEmail: 'bola@example.com' };

describeEachEngine('activity log: reading, keeping and redacting', (engine) => {
  let app: FastifyInstance;
  let headers: { cookie: string; origin: string };
  beforeAll(async () => {
    app = await staffApp(engine);
    headers = await signedInHeaders(app);
  });
  afterAll(() => app.close());

  const db = () => app.database.db;

  it('answers only staff: 401 without a session, and nothing to edit or delete an entry', async () => {
    expect((await app.inject('/api/admin/activity')).statusCode).toBe(401);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/admin/activity/1', headers });
      expect(response.statusCode).toBe(404);
    }
  });

  it('refuses a query it cannot read with the field named', async () => {
    const response = await app.inject({
      url: '/api/admin/activity?from=yesterday&subject=spaceships',
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual(['from', 'subject']);
  });

  it('lists newest first and filters by who, what kind, which one, action and days, a page at a time', async () => {
    await db().transaction(async (tx) => {
      for (let i = 0; i < ACTIVITY_PAGE_SIZE + 5; i += 1) {
        await recordActivity(tx, BOLA, {
          action: 'product.update',
          subject: 'product',
          subjectId: i % 2 === 0 ? 'even-tee' : 'odd-tee',
          summary: `Save ${i}`,
        });
      }
    });
    await recordActivity(db(), ADA, {
      action: 'order.cancel',
      subject: 'order',
      subjectId: 'SF-AAAAAA',
      summary: 'Last',
    });

    const all = await activityPage(app, headers);
    expect(all.entries[0]?.summary).toBe('Last');
    expect(all.entries).toHaveLength(ACTIVITY_PAGE_SIZE);
    const second = await activityPage(app, headers, 'page=2');
    expect(second.entries.length).toBe(all.total - ACTIVITY_PAGE_SIZE);
    expect(new Set([...all.entries, ...second.entries].map((e) => e.id)).size).toBe(all.total);

    const bolas = await activityPage(app, headers, `staff=${BOLA.staffId}`);
    expect(bolas.total).toBe(ACTIVITY_PAGE_SIZE + 5);
    expect((await activityPage(app, headers, 'subject=order')).entries.map((e) => e.summary)).toEqual([
      'Last',
    ]);
    const even = await activityPage(app, headers, 'subject=product&subjectId=even-tee');
    expect(even.total).toBe(Math.ceil((ACTIVITY_PAGE_SIZE + 5) / 2));
    expect((await activityPage(app, headers, 'action=order.cancel')).total).toBe(1);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: testConfig().shopTimeZone }).format(
      new Date(),
    );
    expect((await activityPage(app, headers, `from=${today}&to=${today}`)).total).toBe(all.total);
    expect((await activityPage(app, headers, 'from=2020-01-01&to=2020-12-31')).total).toBe(0);
    const backwards = await app.inject({ url: '/api/admin/activity?from=2026-02-01&to=2026-01-01', headers });
    expect(backwards.statusCode).toBe(400);
  });

  it('writes an entry with its write or not at all: a rolled-back write leaves none', async () => {
    const before = (await activityPage(app, headers)).total;
    await expect(
      db().transaction(async (tx) => {
        await recordActivity(tx, ADA, {
          action: 'product.delete',
          subject: 'product',
          subjectId: 'x',
          summary: 'Gone',
        });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect((await activityPage(app, headers)).total).toBe(before);
  });

  it('is append-only in the database: an entry cannot be deleted, emptied away or changed, only redacted', async () => {
    await recordActivity(db(), ADA, {
      action: 'staff.create',
      subject: 'staff',
      subjectId: 'k',
      summary: 'Kept',
    });
    const [row] = await db().select().from(activityLog).where(eq(activityLog.summary, 'Kept'));
    if (!row) throw new Error('no entry');
    expect(await refusal(db().delete(activityLog).where(eq(activityLog.id, row.id)))).toMatch(
      /append-only: entries are never deleted/,
    );
    expect(
      await refusal(db().update(activityLog).set({ summary: 'Rewritten' }).where(eq(activityLog.id, row.id))),
    ).toMatch(/append-only: an entry can only be redacted/);
    const relabel = db()
      .update(activityLog)
      .set({ action: 'staff.delete', redactedAt: new Date() })
      .where(eq(activityLog.id, row.id));
    expect(await refusal(relabel)).toMatch(/append-only/);
    // Marked redacted, an entry still changes only by parts of it becoming "[redacted]".
    const redactedNow = { redactedAt: new Date() };
    for (const forged of [
      { summary: 'Rewritten' },
      { summary: `Kept ${REDACTED} more` },
      { staffEmail: 'someone.else@example.com' },
      { staffId: BOLA.staffId },
      { subjectId: 'another' },
      { before: { price: 1 } },
      { after: { note: REDACTED } },
    ]) {
      const update = db()
        .update(activityLog)
        .set({ ...forged, ...redactedNow })
        .where(eq(activityLog.id, row.id));
      expect(await refusal(update), JSON.stringify(forged)).toMatch(
        /append-only: an entry can only be redacted/,
      );
    }
    await recordActivity(db(), ADA, {
      action: 'order.refund',
      subject: 'order',
      subjectId: 'SF-PCT',
      summary: '100% back to Ada_Obi\\home',
      after: { note: 'to Ada_Obi' },
    });
    const redactedByHand = db()
      .update(activityLog)
      .set({ summary: `100% back to ${REDACTED}`, after: { note: `to ${REDACTED}` }, ...redactedNow })
      .where(eq(activityLog.subjectId, 'SF-PCT'));
    expect(await refusal(redactedByHand)).toBe('not refused');
    expect(await refusal(db().execute(sql`TRUNCATE activity_log`))).toMatch(
      /append-only: entries are never deleted/,
    );
    const [still] = await db().select().from(activityLog).where(eq(activityLog.id, row.id));
    expect(still).toMatchObject({ summary: 'Kept', action: 'staff.create', redactedAt: null });
  });

  describe('redaction', () => {
    it('removes a shopper’s email, name, phone and address from entries, which stay', async () => {
      await insertOrder(db(), 'SF-REDACT');
      await recordActivity(db(), ADA, {
        action: 'order.cancel',
        subject: 'order',
        subjectId: 'SF-REDACT',
        summary: 'Cancelled order SF-REDACT for Ada Obi (ada@example.com): asked by phone',
        before: { contact: { email: 'ADA@example.com', phone: '08031234567' }, lines: 2 },
        after: { address: '12 Allen Avenue', note: 'Call Ada Obi on 08031234567' },
      });
      await recordActivity(db(), ADA, {
        action: 'product.update',
        subject: 'product',
        subjectId: 'tee',
        summary: 'Untouched',
      });
      const total = (await activityPage(app, headers)).total;

      expect(await redactPerson(db(), ' Ada@Example.com ')).toBe(1);

      const after = await activityPage(app, headers);
      expect(after.total).toBe(total);
      const entry = after.entries.find((e) => e.subjectId === 'SF-REDACT');
      expect(entry).toMatchObject({
        action: 'order.cancel',
        staffEmail: ADA.staffEmail,
        summary: `Cancelled order SF-REDACT for ${REDACTED} (${REDACTED}): asked by phone`,
        before: { contact: { email: REDACTED, phone: REDACTED }, lines: 2 },
        after: { address: REDACTED, note: `Call ${REDACTED} on ${REDACTED}` },
      });
      expect(entry?.redactedAt).not.toBeNull();
      const text = JSON.stringify(after);
      for (const detail of ['ada@example.com', 'Ada Obi', '08031234567', 'Allen Avenue']) {
        expect(text.toLowerCase()).not.toContain(detail.toLowerCase());
      }
      expect(after.entries.find((e) => e.summary === 'Untouched')?.redactedAt).toBeNull();
    });

    it('removes a staff member’s email from the entries they made and the ones about them', async () => {
      const added = await app.inject({
        method: 'POST',
        url: '/api/admin/staff',
        headers,
        payload: { email: 'leaving@example.com', password: 'a-long-Password-9' },
      });
      expect(added.statusCode).toBe(201);
      await recordActivity(
        db(),
        { staffId: added.json().id, staffEmail: 'leaving@example.com' },
        {
          action: 'product.update',
          subject: 'product',
          subjectId: 'tee',
          summary: 'Saved by the one leaving',
        },
      );
      expect(await redactPerson(db(), 'leaving@example.com')).toBe(2);
      const { entries } = await activityPage(app, headers);
      expect(entries.find((e) => e.summary === 'Saved by the one leaving')).toMatchObject({
        staffEmail: REDACTED,
      });
      expect(entries.find((e) => e.action === 'staff.create')).toMatchObject({
        staffEmail: STAFF.email,
        summary: `Added staff account ${REDACTED} as fulfilment`,
        after: { email: REDACTED },
      });
      expect(JSON.stringify(entries)).not.toContain('leaving@example.com');
    });
  });
});
