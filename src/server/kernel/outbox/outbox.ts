import { and, asc, eq, inArray, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { emailOutbox } from '../../db/schema';
import { shortError } from '../../http/short-error';
import type { MailConfig } from '../../providers/mail/mail-config';
import { type Mailer, refusedForGood } from '../../providers/mail/mailer';
import { DEFAULT_BRAND, type EmailBrand, type RenderedEmail } from '../email/brand';
import { enqueueEmails } from './enqueue-emails';
import { outboxBacklog } from './outbox-backlog';
import {
  BATCH_SIZE,
  type ClaimedRow,
  type EmailKindHandler,
  LEASE_MS,
  MAX_ATTEMPTS,
  type OutboxBacklog,
  type OutboxLog,
  type OutboxRow,
  retryDelayMs,
  SEND_CONCURRENCY,
} from './outbox-terms';

/**
 * Email waiting in the database, sent by a worker. Rows are claimed with a lease under
 * `FOR UPDATE SKIP LOCKED`, so servers sharing one PostgreSQL never send the same row twice.
 */
export class EmailOutbox {
  #timer: NodeJS.Timeout | null = null;
  #draining: Promise<void> | null = null;
  #again = false;
  #stopped = false;
  readonly #inFlight = new Set<Promise<unknown>>();

  readonly #db: Db;
  readonly #mailer: Mailer;
  readonly #config: MailConfig;
  readonly #log: OutboxLog;

  readonly #brand: () => EmailBrand | undefined;
  readonly #onRefusedForGood: ((recipient: string) => Promise<unknown>)[] = [];
  readonly #kinds = new Map<string, EmailKindHandler>();

  /** `brand` may be a function: the artist's name and contact address as staff last set them. */
  constructor(
    db: Db,
    mailer: Mailer,
    config: MailConfig,
    log: OutboxLog,
    brand?: EmailBrand | (() => EmailBrand),
  ) {
    this.#brand = typeof brand === 'function' ? brand : () => brand;
    this.#db = db;
    this.#mailer = mailer;
    this.#config = config;
    this.#log = log;
  }

  /**
   * Runs `then` with an address a mail server refused for good (see refusedForGood): the newsletter
   * stops writing to it. A message so refused is not tried again.
   */
  whenRefusedForGood(then: (recipient: string) => Promise<unknown>): void {
    this.#onRefusedForGood.push(then);
  }

  /** The artist's name, logo and contact address as emails carry them now. */
  brand(): EmailBrand {
    return this.#brand() ?? DEFAULT_BRAND;
  }

  /**
   * Sends rows of `kind` as its handler draws them, and runs its `onSent` as they are marked sent.
   * Each capability registers the kinds it writes; a row of a kind nobody registered fails, kept
   * with its error, and goes once one is (after a restart with the code that draws it).
   */
  register(kind: string, handler: EmailKindHandler): void {
    if (this.#kinds.has(kind)) throw new Error(`The email kind "${kind}" is registered twice.`);
    this.#kinds.set(kind, handler);
  }

  async #refusedForGood(recipient: string): Promise<void> {
    for (const then of this.#onRefusedForGood) {
      try {
        await then(recipient);
      } catch (error) {
        this.#log.error({ err: shortError(error, null) }, 'a refused address was not recorded');
      }
    }
  }

  /**
   * Writes an email in the caller's transaction: it exists exactly when what it tells of does. It is
   * sent from `due` on (an email may wait for something it tells of to be known).
   */
  async enqueue(tx: Db, row: OutboxRow, due = new Date()): Promise<void> {
    await enqueueEmails(tx, [row], due);
  }

  /**
   * Writes an email only when `when` holds, in one statement that runs alike whether or not it
   * does (an order look-up must cost the same for a number that matched as for one that did not).
   */
  async enqueueWhere(tx: Db, row: OutboxRow, when: SQL, now = new Date()): Promise<void> {
    await tx.execute(sql`
      INSERT INTO ${emailOutbox} (order_id, kind, recipient, data, next_attempt_at)
      SELECT ${row.orderId}::uuid, ${row.kind}, ${row.recipient}, ${JSON.stringify(row.data ?? {})}::jsonb,
             ${now.toISOString()}::timestamptz
      WHERE ${when}`);
  }

  /**
   * Sends one message now, without writing it to the table: for one whose content must not be kept
   * in the database, such as a password reset link (only the link's hash is). Never retried and
   * never throws: a refusal (or an email that could not be rendered) is logged, and the answer says
   * whether it went. `stop()` waits for it.
   */
  sendUnstored(
    kind: string,
    to: string,
    render: (brand: EmailBrand) => RenderedEmail | Promise<RenderedEmail>,
  ): Promise<boolean> {
    const brand = this.#brand() ?? DEFAULT_BRAND;
    const replyTo = brand.contactEmail ?? undefined;
    const run = Promise.resolve(brand)
      .then(render)
      .then((email) => this.#mailer.send({ to, ...(replyTo ? { replyTo } : {}), ...email }))
      .then(
        () => {
          this.#log.info({ kind }, 'email sent');
          return true;
        },
        async (error: unknown) => {
          const err = shortError(error, this.#config.smtpUrl).split(to).join('[recipient]');
          this.#log.warn({ kind, err }, 'email not sent');
          if (refusedForGood(error)) await this.#refusedForGood(to);
          return false;
        },
      );
    this.#inFlight.add(run);
    return run.finally(() => this.#inFlight.delete(run));
  }

  /** What waits, for monitoring: due now, failing and to be tried again, given up on. */
  backlog(now = new Date()): Promise<OutboxBacklog> {
    return outboxBacklog(this.#db, now);
  }

  /** Sends every due message, a batch at a time. Never throws: failures are recorded and logged. */
  sendDue(now = new Date()): Promise<{ sent: number; failed: number }> {
    const run = this.#sendDue(now);
    this.#inFlight.add(run);
    return run.finally(() => this.#inFlight.delete(run));
  }

  /** Looks for due mail now and then every `pollSeconds`; the timer never keeps the process alive. */
  start(): void {
    this.#stopped = false;
    if (!this.#timer) {
      this.#timer = setInterval(() => this.kick(), this.#config.pollSeconds * 1000);
      this.#timer.unref();
    }
    this.kick();
  }

  /** Sends what is due soon, without waiting. Kicks during a run fold into one more run. */
  kick(): void {
    if (this.#stopped) return;
    if (this.#draining) {
      this.#again = true;
      return;
    }
    this.#draining = this.#drain().finally(() => {
      this.#draining = null;
    });
  }

  /** Stops the timer and waits for whatever is being sent. */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await Promise.allSettled([this.#draining, ...this.#inFlight]);
  }

  async #drain(): Promise<void> {
    // Yield first, so the caller's request finishes before any sending starts.
    await new Promise((resolve) => setImmediate(resolve));
    do {
      this.#again = false;
      const { sent, failed } = await this.sendDue();
      // A full batch means more may be waiting.
      if (sent + failed >= BATCH_SIZE) this.#again = true;
    } while (this.#again && !this.#stopped);
  }

  async #sendDue(now: Date): Promise<{ sent: number; failed: number }> {
    let sent = 0;
    let failed = 0;
    try {
      const rows = await this.#claim(now);
      // A few at once, in the order claimed: each waits on the mail server and the database in turn.
      let next = 0;
      const worker = async () => {
        for (let row = rows[next++]; row; row = rows[next++]) {
          if (await this.#deliver(row, now)) sent++;
          else failed++;
        }
      };
      await Promise.all(Array.from({ length: SEND_CONCURRENCY }, worker));
    } catch (error) {
      this.#log.error({ err: shortError(error, this.#config.smtpUrl) }, 'email outbox could not be read');
    }
    return { sent, failed };
  }

  async #claim(now: Date): Promise<ClaimedRow[]> {
    const due = this.#db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          isNull(emailOutbox.sentAt),
          lte(emailOutbox.nextAttemptAt, now),
          lt(emailOutbox.attempts, MAX_ATTEMPTS),
        ),
      )
      .orderBy(asc(emailOutbox.id))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    const rows = await this.#db
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS), claims: sql`${emailOutbox.claims} + 1` })
      .where(inArray(emailOutbox.id, due))
      .returning();
    return rows.sort((a, b) => a.id - b.id);
  }

  async #deliver(row: ClaimedRow, now: Date): Promise<boolean> {
    const handler = this.#kinds.get(row.kind);
    try {
      const brand = this.#brand();
      const replyTo = brand?.contactEmail ?? undefined;
      if (!handler) throw new Error(`No one draws emails of kind "${row.kind}".`);
      const drawn = await handler.render(row, brand);
      await this.#mailer.send({ to: row.recipient, ...(replyTo ? { replyTo } : {}), ...drawn });
    } catch (error) {
      await this.#recordFailure(row, error, now);
      return false;
    }
    try {
      await this.#recordSent(row, now, handler?.onSent);
    } catch (error) {
      // Sent but not marked: it goes again when the lease ends. Rare, and better than never.
      this.#log.error({ emailId: row.id, err: shortError(error, null) }, 'email sent but not marked as sent');
    }
    return true;
  }

  async #recordSent(row: ClaimedRow, now: Date, onSent: EmailKindHandler['onSent']): Promise<void> {
    await this.#db.transaction(async (tx) => {
      await tx
        .update(emailOutbox)
        .set({ sentAt: now, attempts: sql`${emailOutbox.attempts} + 1` })
        .where(eq(emailOutbox.id, row.id));
      await onSent?.(tx, row);
    });
    this.#log.info({ emailId: row.id, kind: row.kind }, 'email sent');
  }

  async #recordFailure(row: ClaimedRow, error: unknown, now: Date): Promise<void> {
    // Refused for good: trying again would only be refused again.
    const forGood = refusedForGood(error);
    const failures = forGood ? Math.max(row.attempts + 1, MAX_ATTEMPTS) : row.attempts + 1;
    const lastError = shortError(error, this.#config.smtpUrl);
    const nextAttemptAt = new Date(now.getTime() + retryDelayMs(failures));
    try {
      await this.#db
        .update(emailOutbox)
        .set({ attempts: failures, lastError, nextAttemptAt })
        .where(eq(emailOutbox.id, row.id));
    } catch (dbError) {
      this.#log.error({ emailId: row.id, err: shortError(dbError, null) }, 'email failure not recorded');
    }
    // A mail server's refusal often quotes the address; staff see it on the order, the log does not.
    const recipient = new RegExp(row.recipient.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');
    const err = lastError.replace(recipient, '[recipient]');
    const details = { emailId: row.id, kind: row.kind, attempts: failures, err };
    if (forGood) await this.#refusedForGood(row.recipient);
    if (failures >= MAX_ATTEMPTS) this.#log.error(details, 'email not sent; giving up');
    else this.#log.warn({ ...details, retryAt: nextAttemptAt.toISOString() }, 'email not sent; will retry');
  }
}
