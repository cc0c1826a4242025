import { and, asc, countDistinct, eq, isNull, sql } from 'drizzle-orm';
import type { WaitlistKind } from '../../../domain/newsletter/waitlist';
import type { Db } from '../../db/open';
import { waitlistEntries } from '../../db/schema';

/** A fan's notify-me sign-up, its consent as given: the address (lower-cased), when, where, which words. */
export type WaitlistEntryInput = {
  productId: string;
  kind: WaitlistKind;
  color: string;
  size: string;
  email: string;
  words: string;
  /** The product page's address the fan signed up on; the email links back to it. */
  source: string;
  now?: Date;
};

/**
 * Records a sign-up. An address already waiting for the same product (colour and size) keeps its
 * one entry: signing up twice is still one email. Callers answer alike either way.
 */
export async function addEntry(tx: Db, input: WaitlistEntryInput): Promise<void> {
  await tx
    .insert(waitlistEntries)
    .values({
      productId: input.productId,
      kind: input.kind,
      color: input.color,
      size: input.size,
      email: input.email,
      consentWords: input.words,
      source: input.source,
      createdAt: input.now ?? new Date(),
    })
    .onConflictDoNothing({
      target: [
        waitlistEntries.productId,
        waitlistEntries.kind,
        waitlistEntries.color,
        waitlistEntries.size,
        waitlistEntries.email,
      ],
      where: isNull(waitlistEntries.usedAt),
    });
}

/** How many addresses (each once, whatever the sizes) wait on each product that has any: the staff's product list shows it. */
export async function waitingCounts(db: Db): Promise<{ productId: string; waiting: number }[]> {
  return db
    .select({ productId: waitlistEntries.productId, waiting: countDistinct(waitlistEntries.email) })
    .from(waitlistEntries)
    .where(isNull(waitlistEntries.usedAt))
    .groupBy(waitlistEntries.productId)
    .orderBy(asc(waitlistEntries.productId));
}

/**
 * The addresses still waiting on one product (entries not yet used up), oldest first: whom a
 * message to the product's waitlist goes to.
 */
export async function waitlistRecipients(db: Db, productId: string) {
  const rows = await db
    .select({
      email: waitlistEntries.email,
      kind: waitlistEntries.kind,
      color: waitlistEntries.color,
      size: waitlistEntries.size,
      createdAt: waitlistEntries.createdAt,
    })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.productId, productId), isNull(waitlistEntries.usedAt)))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  return rows.map(({ createdAt, ...row }) => ({ ...row, signedUpAt: createdAt.toISOString() }));
}

/** Every notify-me entry of one address, used or waiting, for a person's data export. */
export async function entriesOf(db: Db, email: string) {
  return db
    .select({
      productId: waitlistEntries.productId,
      kind: waitlistEntries.kind,
      color: waitlistEntries.color,
      size: waitlistEntries.size,
      source: waitlistEntries.source,
      consentWords: waitlistEntries.consentWords,
      createdAt: waitlistEntries.createdAt,
      usedAt: waitlistEntries.usedAt,
      leftAt: waitlistEntries.leftAt,
      withNews: waitlistEntries.withNews,
    })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.email, email.toLowerCase()))
    .orderBy(asc(waitlistEntries.id));
}

/** Erases every notify-me entry of one address; returns how many there were. */
export async function eraseEntriesOf(tx: Db, email: string): Promise<number> {
  const erased = await tx
    .delete(waitlistEntries)
    .where(eq(waitlistEntries.email, sql`lower(${email})`))
    .returning({ id: waitlistEntries.id });
  return erased.length;
}
