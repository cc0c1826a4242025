import { createHash, randomBytes } from 'node:crypto';
import { stringify } from 'csv-stringify/sync';
import { and, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import {
  CONFIRM_LINK_DAYS,
  type SignupSource,
  type SubscriberStatus,
} from '../../../domain/newsletter/consent';
import { NEWSLETTER_CSV_COLUMNS } from '../../../domain/newsletter/newsletter';
import { neutraliseFormula } from '../../../domain/shared/spreadsheet';
import type { Db } from '../../db/open';
import { newsletterSubscribers } from '../../db/schema';

const subscribers = newsletterSubscribers;

export type SubscriberRow = {
  email: string;
  status: SubscriberStatus;
  source: string;
  subscribedAt: Date;
  consentedAt: Date | null;
  consentWords: string | null;
  confirmedAt: Date | null;
};

/** A sign-up: the address (lower-cased), the form it came from and the words the fan agreed to. */
export type SignUp = {
  email: string;
  source: SignupSource | 'rejoin';
  words: string;
  /** Whether the address waits for its confirmation email (NEWSLETTER_DOUBLE_OPT_IN). */
  confirmFirst: boolean;
  now?: Date;
};

/** A link's secret for the fan's email; only its hash is kept. */
function newToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashToken(token) };
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Records a sign-up and its consent. A new address, or one that had left, is added as pending (or
 * confirmed straight away without double opt-in); a pending one gets a fresh link. A confirmed
 * address is left as it is. Returns the confirmation link's token to email, or null when there is
 * nothing to send. Callers must answer the visitor alike either way, or the form would reveal who
 * is subscribed.
 */
export async function signUp(db: Db, input: SignUp): Promise<{ confirmToken: string | null }> {
  const now = input.now ?? new Date();
  const link = input.confirmFirst ? newToken() : null;
  const standing = {
    status: (input.confirmFirst ? 'pending' : 'confirmed') as SubscriberStatus,
    source: input.source,
    consentWords: input.words,
    consentedAt: now,
    confirmedAt: input.confirmFirst ? null : now,
    leftAt: null,
    confirmTokenHash: link?.hash ?? null,
    confirmExpiresAt: link ? new Date(now.getTime() + CONFIRM_LINK_DAYS * 86_400_000) : null,
  };
  const written = await db
    .insert(subscribers)
    .values({ email: input.email, createdAt: now, ...standing })
    .onConflictDoUpdate({
      target: subscribers.email,
      set: standing,
      setWhere: ne(subscribers.status, 'confirmed'),
    })
    .returning({ id: subscribers.id });
  return { confirmToken: written.length > 0 && link ? link.token : null };
}

/**
 * Follows a confirmation link: a pending address whose link has not expired becomes confirmed, and
 * the link is used up. Returns the address, or null for a link unknown, used or expired.
 */
export async function confirmSubscription(db: Db, token: string, now = new Date()): Promise<string | null> {
  const [row] = await db
    .update(subscribers)
    .set({ status: 'confirmed', confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
    .where(
      and(
        eq(subscribers.confirmTokenHash, hashToken(token)),
        eq(subscribers.status, 'pending'),
        gt(subscribers.confirmExpiresAt, now),
      ),
    )
    .returning({ email: subscribers.email });
  return row?.email ?? null;
}

/** The address an unsubscribe token belongs to and where it stands, or null for a token unknown. */
export async function subscriptionByToken(
  db: Db,
  token: string,
): Promise<{ email: string; status: SubscriberStatus } | null> {
  const [row] = await db
    .select({ email: subscribers.email, status: subscribers.status })
    .from(subscribers)
    .where(eq(subscribers.unsubscribeToken, token));
  return row ?? null;
}

/**
 * Takes the token's address off the list; an address already off it stays as it is. Returns false
 * only for a token unknown.
 */
export async function unsubscribe(db: Db, token: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .update(subscribers)
    .set({
      status: sql`CASE WHEN ${subscribers.status} = 'suppressed' THEN 'suppressed' ELSE 'unsubscribed' END`,
      leftAt: sql`coalesce(${subscribers.leftAt}, ${now.toISOString()}::timestamptz)`,
      confirmTokenHash: null,
      confirmExpiresAt: null,
    })
    .where(eq(subscribers.unsubscribeToken, token))
    .returning({ id: subscribers.id });
  return row !== undefined;
}

/**
 * Stops mail to an address whose server refused it for good (SMTP 5xx at RCPT TO): it leaves the
 * list as "suppressed" until the fan joins again. Returns whether an address on the list changed.
 */
export async function suppressAddress(db: Db, email: string, now = new Date()): Promise<boolean> {
  const changed = await db
    .update(subscribers)
    .set({ status: 'suppressed', leftAt: now, confirmTokenHash: null, confirmExpiresAt: null })
    .where(
      and(eq(subscribers.email, email.toLowerCase()), inArray(subscribers.status, ['pending', 'confirmed'])),
    )
    .returning({ id: subscribers.id });
  return changed.length > 0;
}

/** Staff remove an address and its record from the list. Returns whether it was there. */
export async function removeAddress(db: Db, email: string): Promise<boolean> {
  const removed = await db
    .delete(subscribers)
    .where(eq(subscribers.email, email.toLowerCase()))
    .returning({ id: subscribers.id });
  return removed.length > 0;
}

/** Everyone the list holds, whatever their status, newest first. */
export async function listSubscribers(db: Db): Promise<SubscriberRow[]> {
  return db
    .select({
      email: subscribers.email,
      status: subscribers.status,
      source: subscribers.source,
      subscribedAt: subscribers.createdAt,
      consentedAt: subscribers.consentedAt,
      consentWords: subscribers.consentWords,
      confirmedAt: subscribers.confirmedAt,
    })
    .from(subscribers)
    .orderBy(desc(subscribers.createdAt), desc(subscribers.id));
}

const iso = (date: Date | null) => date?.toISOString() ?? '';

/**
 * The confirmed addresses as RFC 4180 CSV (CRLF line ends, ISO 8601 times), with the consent each
 * gave: what a team may take to another mailing service. Addresses that left or never confirmed
 * are not in it.
 */
export function subscribersCsv(rows: SubscriberRow[]): string {
  const confirmed = rows.filter((row) => row.status === 'confirmed');
  return stringify(
    confirmed.map((row) => [
      row.email,
      iso(row.subscribedAt),
      row.source,
      iso(row.consentedAt),
      row.consentWords ?? '',
      iso(row.confirmedAt),
    ]),
    {
      header: true,
      columns: [...NEWSLETTER_CSV_COLUMNS],
      record_delimiter: 'windows',
      cast: { string: neutraliseFormula },
    },
  );
}
