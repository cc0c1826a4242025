import type { Db } from '../../db/open';
import { shortError } from '../../http/short-error';
import type { EmailOutbox } from '../../kernel/outbox/outbox';
import type { OutboxLog } from '../../kernel/outbox/outbox-terms';
import { nextBatchDue, releaseBatch } from './broadcast-store';

type SenderOptions = {
  /** Recipients handed to the outbox at a time (MAIL_BATCH_SIZE). */
  batchSize: number;
  /** The wait between one broadcast's batches (MAIL_BATCH_INTERVAL_SECONDS). */
  intervalMs: number;
  /** The longest wait before looking again: another server may have written a broadcast. */
  pollMs: number;
};

/**
 * Each server's hand on the broadcasts: when a batch is due it hands it to the outbox (one server
 * per batch, see releaseBatch) and wakes the outbox. What a stopped server did not hand over waits
 * in the database, so sending resumes with the next start, on any server.
 */
export class BroadcastSender {
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;
  #again = false;
  #stopped = true;

  constructor(
    private readonly db: Db,
    private readonly outbox: EmailOutbox,
    private readonly options: SenderOptions,
    private readonly log: OutboxLog,
  ) {}

  start(): void {
    this.#stopped = false;
    this.kick();
  }

  /** Looks now (a broadcast was just written); a look under way folds this one in. */
  kick(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#running = this.#run().finally(() => {
      this.#running = null;
      if (this.#again) {
        this.#again = false;
        this.kick();
      }
    });
  }

  /** Stops looking; a batch being handed over finishes first (it is one transaction either way). */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#running;
  }

  async #run(): Promise<void> {
    let wait = this.options.pollMs;
    try {
      let handed = false;
      for (let released = await this.#release(); released !== null && !this.#stopped; ) {
        handed ||= released > 0;
        released = await this.#release();
      }
      if (handed) this.outbox.kick();
      const due = await nextBatchDue(this.db);
      if (due !== null) wait = Math.min(wait, Math.max(0, due - Date.now()));
    } catch (error) {
      this.log.error({ err: shortError(error, null) }, 'broadcast batch not handed over; will retry');
    }
    if (this.#stopped) return;
    this.#timer = setTimeout(() => this.kick(), wait);
    this.#timer.unref();
  }

  #release(): Promise<number | null> {
    const { batchSize, intervalMs } = this.options;
    return releaseBatch(this.db, { size: batchSize, intervalMs });
  }
}
