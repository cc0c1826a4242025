import type { Db } from '../../db/open';
import type { emailOutbox } from '../../db/schema';
import type { Mailer } from '../../providers/mail/mailer';
import type { EmailBrand, RenderedEmail } from '../email/brand';

/** The outbox's terms: what a row is, how many go at once, how long a claim lasts, when to retry. */

export type OutboxRow = {
  orderId: string | null;
  /** A kind some capability registered with `EmailOutbox.register`. */
  kind: string;
  recipient: string;
  data: unknown;
};

/** Unsent email: due now, failed at least once and still to be tried, and given up on. */
export type OutboxBacklog = { due: number; failing: number; givenUp: number };

type LogFn = (details: object, message: string) => void;
export type OutboxLog = { info: LogFn; warn: LogFn; error: LogFn };

/** After this many failed tries a message is left alone, with its last error, for staff to see. */
export const MAX_ATTEMPTS = 8;
export const BATCH_SIZE = 20;
/** Messages of a batch sent side by side (the SMTP pool keeps as many connections). */
export const SEND_CONCURRENCY = 4;
/** A claimed row is not due for anyone else this long: far longer than one send may take. */
export const LEASE_MS = 5 * 60_000;
const RETRY_MINUTES = [1, 5, 15, 60, 180, 360, 720];

/** The wait before the next try, after `failures` failed ones: 1 min, 5, 15, 1 h, 3 h, then 6 and 12 h. */
export function retryDelayMs(failures: number): number {
  const index = Math.min(Math.max(failures, 1), RETRY_MINUTES.length) - 1;
  return (RETRY_MINUTES[index] ?? 1) * 60_000;
}

export type ClaimedRow = typeof emailOutbox.$inferSelect;

/** A message as a kind's renderer draws it: what the mailer sends, but its addresses. */
type DrawnEmail = RenderedEmail & Pick<Parameters<Mailer['send']>[0], 'listUnsubscribe'>;

/** Draws the message a stored row stands for, when it is sent. */
type KindRenderer = (row: ClaimedRow, brand: EmailBrand | undefined) => Promise<DrawnEmail>;

/**
 * What a capability registers for each kind of email it writes: how a row is drawn when it is sent,
 * and what else is written, in the same transaction that marks it sent (an order noting its
 * confirmation went out).
 */
export type EmailKindHandler = {
  render: KindRenderer;
  onSent?: (tx: Db, row: ClaimedRow) => Promise<void>;
};
