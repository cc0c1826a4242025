import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/open';
import { describeEachEngine, freshDatabase } from '../../testing/test-app';
import { csvField, listSubscribers, subscribe, subscribersCsv } from './subscribers';

describe('csvField', () => {
  it('leaves plain values alone', () => {
    expect(csvField('fan@example.com')).toBe('fan@example.com');
    expect(csvField('2026-01-02T03:04:05.000Z')).toBe('2026-01-02T03:04:05.000Z');
  });

  it('quotes commas, quotes and line breaks, doubling inner quotes (RFC 4180)', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1@example.com', "'+1@example.com"],
    ['-2+3@example.com', "'-2+3@example.com"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
  ])('defuses %j, which a spreadsheet would run as a formula', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

describe('subscribersCsv', () => {
  it('writes the header, one CRLF-ended line per subscriber, and ISO times', () => {
    const csv = subscribersCsv([
      { email: 'b@example.com', subscribedAt: new Date('2026-03-04T05:06:07Z') },
      { email: '+a@example.com', subscribedAt: new Date('2026-01-02T03:04:05Z') },
    ]);
    expect(csv).toBe(
      'email,subscribed_at\r\n' +
        'b@example.com,2026-03-04T05:06:07.000Z\r\n' +
        "'+a@example.com,2026-01-02T03:04:05.000Z\r\n",
    );
  });

  it('is only the header when nobody has subscribed', () => {
    expect(subscribersCsv([])).toBe('email,subscribed_at\r\n');
  });
});

describeEachEngine('newsletter subscribers', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase(engine);
  });
  afterAll(() => database.close());

  it('stores an address once and says whether it was new', async () => {
    expect(await subscribe(database.db, 'once@example.com')).toBe(true);
    expect(await subscribe(database.db, 'once@example.com')).toBe(false);
    const rows = await listSubscribers(database.db);
    expect(rows.filter((row) => row.email === 'once@example.com')).toHaveLength(1);
  });

  it('refuses an address that is not lower-cased, so case never makes a duplicate', async () => {
    await expect(subscribe(database.db, 'Upper@Example.com')).rejects.toThrow();
  });

  it('lists the newest first', async () => {
    await subscribe(database.db, 'first@example.com');
    await subscribe(database.db, 'second@example.com');
    const emails = (await listSubscribers(database.db)).map((row) => row.email);
    expect(emails.indexOf('second@example.com')).toBeLessThan(emails.indexOf('first@example.com'));
    expect(emails.indexOf('first@example.com')).toBeLessThan(emails.indexOf('once@example.com'));
  });
});
