import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { BackupError } from '../../db/backup';
import type { ImageFiles } from '../../providers/media/image-files';
import type { BackupChecks, CheckedBackup } from './backup-checks';
import type { BackupConfig } from './backup-config';
import {
  type BackupKind,
  backupName,
  isBackupVersion,
  keepPrivate,
  listBackups,
  pruneBackups,
  type StoredBackup,
} from './backup-folder';
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
  /** Where the last backup read back whole is recorded; none: only in this process. */
  checks?: BackupChecks;
};

/** What a backup is taken as now: on the schedule, by hand, or before an upgrade to `version`. */
export type TakeNowKind = Extract<BackupKind, 'scheduled' | 'by-hand' | 'before-upgrade'>;

/** A backup the service took: the file (its path, name, size) and why it was taken. */
export type ServiceBackup = TakenBackup & { name: string; kind: TakeNowKind };

const BACKUP_RUNNING_MESSAGE =
  'A backup is being taken right now: wait for it to finish, then try again if you need another.';

/** A backup asked for while another runs: the one running is not interrupted, nor joined. */
export class BackupRunningError extends BackupError {}

/** A backup asked for where none can be taken: no backup folder, or no way to read the database. */
export class BackupsOffError extends BackupError {}

/**
 * The shop's backups while it runs (`app.backups`): one every BACKUP_EVERY_HOURS into BACKUP_DIR,
 * the newest BACKUP_KEEP kept, taken by the server itself since it holds the embedded database.
 * A failure is logged and said on the dashboard, and the shop keeps selling; the next try comes
 * within the hour. One backup runs at a time, and stopping the server stops it, leaving no file.
 */
export class BackupService {
  readonly #options: ServiceOptions;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<ServiceBackup> | null = null;
  #stopping = new AbortController();
  #lastFailure: string | null = null;
  #lastChecked: CheckedBackup | null = null;

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

  /** Every backup in the folder, of every kind, newest first. */
  async list(): Promise<StoredBackup[]> {
    const { dir } = this.#options.config;
    return dir ? listBackups(dir) : [];
  }

  /** The newest backup in the folder, whoever took it; null when there is none. */
  async latest(): Promise<StoredBackup | null> {
    return (await this.list())[0] ?? null;
  }

  /**
   * The last backup read back whole (check-backup.ts) while its file is still in the folder; null
   * before the first, or once it was removed.
   */
  async lastChecked(): Promise<CheckedBackup | null> {
    const { dir } = this.#options.config;
    if (!dir) return null;
    const checked = (await this.#options.checks?.last()) ?? this.#lastChecked;
    if (!checked) return null;
    const present = (await listBackups(dir)).some((backup) => backup.name === checked.name);
    return present ? checked : null;
  }

  /** Whether a backup is being taken by this server now. */
  get running(): boolean {
    return this.#running !== null;
  }

  /**
   * Takes a backup now: on the schedule (joining one already running), or by hand or before an
   * upgrade to `version` (refused with BackupRunningError while another runs). It is written, read
   * back whole, and recorded; then the oldest beyond BACKUP_KEEP and BACKUP_KEEP_BEFORE_UPGRADE
   * are removed. Resolves with the file's path, name and size.
   */
  takeNow(kind: TakeNowKind = 'scheduled', version?: string): Promise<ServiceBackup> {
    if (this.#running) {
      if (kind === 'scheduled') return this.#running;
      return Promise.reject(new BackupRunningError(BACKUP_RUNNING_MESSAGE));
    }
    if (kind === 'before-upgrade' && !(version && isBackupVersion(version))) {
      return Promise.reject(new BackupError(`"${version ?? ''}" is not a release's version, like 0.6.0.`));
    }
    this.#running = this.#take(kind, version).finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  async #take(kind: TakeNowKind, version: string | undefined): Promise<ServiceBackup> {
    const { config, database, uploads, log } = this.#options;
    if (!config.dir || !database) throw new BackupsOffError('Backups are not set up here (BACKUP_DIR).');
    const takenAt = new Date();
    const name = backupName(database.engine, takenAt, kind, version);
    try {
      await keepPrivate(config.dir);
      const taken = await takeBackup(database, uploads, config.dir, name, {
        takenAt,
        signal: this.#stopping.signal,
      });
      this.#lastFailure = null;
      this.#lastChecked = {
        name,
        kind,
        checkedAt: taken.check.checkedAt.toISOString(),
        bytes: taken.bytes,
        entries: taken.check.entries,
      };
      await this.#options.checks?.save(this.#lastChecked).catch((error: unknown) => {
        log.warn({ err: error }, 'the backup check could not be recorded');
      });
      const removed = await pruneBackups(config.dir, config);
      log.info(
        {
          file: taken.file,
          kind,
          bytes: taken.bytes,
          uploads: taken.uploads,
          writesHeldMs: Math.round(taken.heldMs),
          checked: taken.check.entries,
          removed,
        },
        'backup taken',
      );
      return { ...taken, name: path.basename(taken.file), kind };
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
    if (this.#options.config.dir) await keepPrivate(this.#options.config.dir);
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
