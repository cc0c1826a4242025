import { eq } from 'drizzle-orm';
import type { CheckoutDraft } from '../../../domain/checkout/reminder-contract';
import type { Db } from '../../db/open';
import { checkoutDrafts } from '../../db/schema';

/**
 * Keeps a shopper's bag on the server once they ticked checkout's email box and passed the contact
 * step: one draft per address, the latest bag replacing the one before. Saving again is consent
 * given again: a reminder is due anew, and one stopped by the link starts again.
 */
export async function saveDraft(db: Db, draft: CheckoutDraft & { words: string; now?: Date }): Promise<void> {
  const now = draft.now ?? new Date();
  const fresh = {
    lines: draft.lines,
    consentWords: draft.words,
    savedAt: now,
    settledAt: null,
    stoppedAt: null,
  };
  await db
    .insert(checkoutDrafts)
    .values({ email: draft.email, ...fresh })
    .onConflictDoUpdate({ target: checkoutDrafts.email, set: fresh });
}

/** The bag lines a reminder's restore link keeps, or null for a link unknown. */
export async function draftByRestoreToken(db: Db, token: string): Promise<CheckoutDraft['lines'] | null> {
  const [row] = await db
    .select({ lines: checkoutDrafts.lines })
    .from(checkoutDrafts)
    .where(eq(checkoutDrafts.restoreToken, token));
  return row ? (row.lines as CheckoutDraft['lines']) : null;
}

/** The address a reminder's unsubscribe token belongs to, and whether reminders to it are stopped. */
export async function remindersByToken(
  db: Db,
  token: string,
): Promise<{ email: string; stopped: boolean } | null> {
  const [row] = await db
    .select({ email: checkoutDrafts.email, stoppedAt: checkoutDrafts.stoppedAt })
    .from(checkoutDrafts)
    .where(eq(checkoutDrafts.unsubscribeToken, token));
  return row ? { email: row.email, stopped: row.stoppedAt !== null } : null;
}

/**
 * Stops (or, coming back, restarts) reminders to the token's address. Returns false only for a
 * token unknown. A restart sends no reminder for a checkout already left: the next ticked box does.
 */
export async function setRemindersStopped(db: Db, token: string, stop: boolean, now = new Date()) {
  const changed = await db
    .update(checkoutDrafts)
    .set({ stoppedAt: stop ? now : null })
    .where(eq(checkoutDrafts.unsubscribeToken, token))
    .returning({ id: checkoutDrafts.id });
  return changed.length > 0;
}
