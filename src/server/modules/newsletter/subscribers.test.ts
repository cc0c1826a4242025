import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGACY_SOURCE } from '../../../domain/newsletter/consent';
import type { Database } from '../../db/open';
import { newsletterSubscribers } from '../../db/schema';
import { describeEachEngine, freshDatabase } from '../../testing/test-app';
import {
  confirmSubscription,
  listSubscribers,
  removeAddress,
  type SubscriberRow,
  signUp,
  subscribersCsv,
  subscriptionByToken,
  suppressAddress,
  unsubscribe,
} from './subscribers';

const row = (email: string, status: SubscriberRow['status'], at: string): SubscriberRow => ({
  email,
  status,
  source: 'footer',
  subscribedAt: new Date(at),
  consentedAt: new Date(at),
  consentWords: 'News, drops and tour dates. I can unsubscribe at any time.',
  confirmedAt: status === 'confirmed' ? new Date(at) : null,
});

describe('subscribersCsv', () => {
  it('writes the confirmed addresses with their consent, CRLF-ended, formulas defused', () => {
    const csv = subscribersCsv([
      row('b@example.com', 'confirmed', '2026-03-04T05:06:07Z'),
      row('+a@example.com', 'confirmed', '2026-01-02T03:04:05Z'),
      row('left@example.com', 'unsubscribed', '2026-01-01T00:00:00Z'),
      row('waiting@example.com', 'pending', '2026-01-01T00:00:00Z'),
    ]);
    expect(csv).toBe(
      'email,subscribed_at,source,consented_at,consent_words,confirmed_at\r\n' +
        'b@example.com,2026-03-04T05:06:07.000Z,footer,2026-03-04T05:06:07.000Z,"News, drops and tour dates. I can unsubscribe at any time.",2026-03-04T05:06:07.000Z\r\n' +
        '\'+a@example.com,2026-01-02T03:04:05.000Z,footer,2026-01-02T03:04:05.000Z,"News, drops and tour dates. I can unsubscribe at any time.",2026-01-02T03:04:05.000Z\r\n',
    );
  });

  it('is only the header when nobody is confirmed', () => {
    expect(subscribersCsv([])).toBe('email,subscribed_at,source,consented_at,consent_words,confirmed_at\r\n');
  });
});

describeEachEngine('newsletter subscribers', (engine) => {
  let database: Database;
  const words = 'News, drops and tour dates from Temi Vale. I can unsubscribe at any time.';
  const join = (email: string, confirmFirst = true, now?: Date) =>
    signUp(database.db, { email, source: 'footer', words, confirmFirst, now });
  const standing = async (email: string) =>
    (await listSubscribers(database.db)).find((subscriber) => subscriber.email === email);

  beforeAll(async () => {
    database = await freshDatabase(engine);
  });
  afterAll(() => database.close());

  it('waits for the confirmation link, which works once', async () => {
    const { confirmToken } = await join('once@example.com');
    expect(confirmToken).toMatch(/^[\w-]{32}$/);
    expect(await standing('once@example.com')).toMatchObject({
      status: 'pending',
      source: 'footer',
      consentWords: words,
      confirmedAt: null,
    });
    expect(await confirmSubscription(database.db, confirmToken ?? '')).toBe('once@example.com');
    expect((await standing('once@example.com'))?.status).toBe('confirmed');
    expect(await confirmSubscription(database.db, confirmToken ?? '')).toBeNull();
  });

  it('keeps only the link’s hash', async () => {
    const { confirmToken } = await join('hash@example.com');
    const [stored] = await database.db
      .select({ hash: newsletterSubscribers.confirmTokenHash })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'hash@example.com'));
    expect(stored?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.hash).not.toContain(confirmToken ?? 'x');
  });

  it('refuses a link past its seven days', async () => {
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    const { confirmToken } = await join('late@example.com', true, eightDaysAgo);
    expect(await confirmSubscription(database.db, confirmToken ?? '')).toBeNull();
    expect((await standing('late@example.com'))?.status).toBe('pending');
  });

  it('sends a pending address a fresh link, and the old one stops working', async () => {
    const first = await join('again@example.com');
    const second = await join('again@example.com');
    expect(second.confirmToken).not.toBe(first.confirmToken);
    expect(await confirmSubscription(database.db, first.confirmToken ?? '')).toBeNull();
    expect(await confirmSubscription(database.db, second.confirmToken ?? '')).toBe('again@example.com');
  });

  it('leaves a confirmed address as it is, sending nothing', async () => {
    await join('kept@example.com', false);
    const before = await standing('kept@example.com');
    expect(before?.status).toBe('confirmed');
    expect((await join('kept@example.com')).confirmToken).toBeNull();
    expect(await standing('kept@example.com')).toEqual(before);
  });

  it('unsubscribes by the address’s own token, and a new sign-up records consent anew', async () => {
    await join('leaver@example.com', false);
    const [stored] = await database.db
      .select({ token: newsletterSubscribers.unsubscribeToken })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'leaver@example.com'));
    const token = stored?.token ?? '';
    expect(await unsubscribe(database.db, token)).toBe(true);
    expect(await subscriptionByToken(database.db, token)).toEqual({
      email: 'leaver@example.com',
      status: 'unsubscribed',
    });
    expect(await unsubscribe(database.db, token)).toBe(true);
    expect(await unsubscribe(database.db, 'no-such-token-at-all-000000')).toBe(false);
    expect((await join('leaver@example.com')).confirmToken).not.toBeNull();
    expect((await standing('leaver@example.com'))?.status).toBe('pending');
  });

  it('suppresses an address whose mail was refused, and staff can remove one', async () => {
    await join('bounced@example.com', false);
    expect(await suppressAddress(database.db, 'Bounced@Example.com')).toBe(true);
    expect((await standing('bounced@example.com'))?.status).toBe('suppressed');
    expect(await suppressAddress(database.db, 'nobody@example.com')).toBe(false);
    expect(await removeAddress(database.db, 'bounced@example.com')).toBe(true);
    expect(await standing('bounced@example.com')).toBeUndefined();
    expect(await removeAddress(database.db, 'bounced@example.com')).toBe(false);
  });

  it('keeps an address from before consent records as confirmed, with a token of its own', async () => {
    await database.db
      .insert(newsletterSubscribers)
      .values([{ email: 'old1@example.com' }, { email: 'old2@example.com' }]);
    const old = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.source, LEGACY_SOURCE));
    expect(old.map((subscriber) => subscriber.status)).toEqual(['confirmed', 'confirmed']);
    expect(old[0]?.unsubscribeToken).toMatch(/^[0-9a-f]{64}$/);
    expect(old[0]?.unsubscribeToken).not.toBe(old[1]?.unsubscribeToken);
  });

  it('refuses an address that is not lower-cased, so case never makes a duplicate', async () => {
    await expect(join('Upper@Example.com')).rejects.toThrow();
  });
});
