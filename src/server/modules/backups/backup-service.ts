import type { FastifyBaseLogger } from 'fastify';
import { BackupError } from '../../db/backup';
import type { ImageFiles } from '../../providers/media/image-files';
import type { BackupConfig } from './backup-config';
import { backupName, listBackups, pruneBackups, type StoredBackup } from './backup-folder';
import { type DatabaseSource, type TakenBackup, takeBackup } from './take-backup';

const HOUR_MS = 60 * 60 * 1000;
/** The first scheduled backup waits this long after the start, so the shop is up and serving first. */
export const FIRST_BACKUP_DELAY_MS = 60 * 1000;
/** After a failed backup, the next try comes this soon (or at the next one due, if sooner). */
const RETRY_MS = HOUR_MS;

/** How scheduled backups stand, for the launch checklist. */
export type BackupStatus = {
  /** Scheduled backups are on: a folder and a number of hours. */
  scheduled: boolean;
  everyHours: number;
  keep: number;
  /** Why the last backup failed, when it did; null after one that went well. */
  lastFailure: string | null;
};

type ServiceOptions = {
  config: BackupConfig;
  /** Null when the database cannot be backed up from here (PostgreSQL without its address). */
  database: DatabaseSource | null;
  uploads: ImageFiles | null;
  log: FastifyBaseLogger;
};

/**
 * The shop's backups while it runs (`app.backups`): one every BACKUP_EVERY_HOURS into BACKUP_DIR,
 * the newest BACKUP_KEEP kept, taken by the server itself since it holds the embedded database.
 * A failure is logged and said on the dashboard, and the shop keeps selling; the next try comes
 * within the hour. One backup runs at a time, and stopping the server stops it, leaving no file.
 */
export class BackupService {
  readonly #options: ServiceOptions;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<TakenBackup> | null = null;
  #stopping = new AbortController();
  #lastFailure: string | null = null;

  constructor(options: ServiceOptions) {
    this.#options = options;
  }

  get scheduled(): boolean {
    const { dir, everyHours } = this.#options.config;
    return dir !== null && everyHours > 0 && this.#options.database !== null;
  }

  status(): BackupStatus {
    const { everyHours, keep } = this.#options.config;
    return { scheduled: this.scheduled, everyHours, keep, lastFailure: this.#lastFailure };
  }

  /** The newest backup in the folder, whoever took it; null when there is none. */
  async latest(): Promise<StoredBackup | null> {
    const { dir } = this.#options.config;
    return dir ? ((await listBackups(dir))[0] ?? null) : null;
  }

  /** Takes a backup now (or joins the one running), then removes the oldest beyond BACKUP_KEEP. */
  takeNow(): Promise<TakenBackup> {
    this.#running ??= this.#take().finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  async #take(): Promise<TakenBackup> {
    const { config, database, uploads, log } = this.#options;
    if (!config.dir || !database) throw new BackupError('Backups are not set up here (BACKUP_DIR).');
    const takenAt = new Date();
    const name = backupName(database.engine, takenAt);
    try {
      const taken = await takeBackup(database, uploads, config.dir, name, {
        takenAt,
        signal: this.#stopping.signal,
      });
      this.#lastFailure = null;
      const removed = await pruneBackups(config.dir, config.keep);
      log.info(
        {
          file: taken.file,
          bytes: taken.bytes,
          uploads: taken.uploads,
          writesHeldMs: Math.round(taken.heldMs),
          removed,
        },
        'backup taken',
      );
      return taken;
    } catch (error) {
      if (!this.#stopping.signal.aborted) {
        this.#lastFailure = (error as Error).message;
        log.error({ err: error, folder: config.dir }, `backup failed: ${this.#lastFailure}`);
      }
      throw error;
    }
  }

  /** Sets the next scheduled backup: one interval after the newest, and never sooner than a minute from now. */
  async start(): Promise<void> {
    if (!this.scheduled) return;
    const latest = await this.latest();
    const due = latest ? latest.takenAt.getTime() + this.#options.config.everyHours * HOUR_MS : 0;
    this.#schedule(Math.max(due - Date.now(), FIRST_BACKUP_DELAY_MS));
  }

  #schedule(delayMs: number) {
    if (this.#stopping.signal.aborted) return;
    this.#timer = setTimeout(() => void this.#onTime(), delayMs);
    this.#timer.unref();
  }

  async #onTime(): Promise<void> {
    const every = this.#options.config.everyHours * HOUR_MS;
    // Another server sharing the folder may have taken one since this one was set.
    const latest = await this.latest().catch(() => null);
    const since = latest ? Date.now() - latest.takenAt.getTime() : Number.POSITIVE_INFINITY;
    if (since < every * 0.95) return this.#schedule(every - since);
    try {
      await this.takeNow();
      this.#schedule(every);
    } catch {
      this.#schedule(Math.min(every, RETRY_MS));
    }
  }

  /** Stops the schedule and a backup under way (its partial file is removed). */
  async stop(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#stopping.abort();
    await this.#running?.catch(() => {});
  }
}
