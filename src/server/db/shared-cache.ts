export type SharedCacheOptions<T> = {
  /** Tells the other servers on the database that the data changed (PostgreSQL's NOTIFY), and how. */
  notify?: (payload: string) => Promise<void>;
  /** A value older than this is read again, in case a notice was lost; Infinity for one process. */
  maxAgeMs?: number;
  /** When a value goes stale by itself (ms since the epoch), as a drop going live; Infinity if never. */
  staleAt?: (value: T) => number;
  now?: () => number;
};

/**
 * Data read on every page and rarely written is read from the database once and served from
 * memory until a write invalidates it. Concurrent readers during a rebuild share the one read. With
 * several servers on one PostgreSQL, a write on any of them reaches the others through NOTIFY, and
 * a short age limit covers a notice lost while a listener reconnected.
 */
export class SharedCache<T> {
  #value: Promise<T> | null = null;
  #builtAt = 0;
  #staleAt = Number.POSITIVE_INFINITY;
  readonly #build: () => Promise<T>;
  readonly #notify: ((payload: string) => Promise<void>) | undefined;
  readonly #maxAgeMs: number;
  readonly #staleAtOf: ((value: T) => number) | undefined;
  /** The cache's clock (tests move it); subclasses read it too. */
  protected readonly now: () => number;

  constructor(build: () => Promise<T>, options: SharedCacheOptions<T> = {}) {
    this.#build = build;
    this.#notify = options.notify;
    this.#maxAgeMs = options.maxAgeMs ?? Number.POSITIVE_INFINITY;
    this.#staleAtOf = options.staleAt;
    this.now = options.now ?? Date.now;
  }

  get(): Promise<T> {
    const now = this.now();
    if (this.#value && (now - this.#builtAt > this.#maxAgeMs || now >= this.#staleAt)) this.#value = null;
    if (!this.#value) {
      const pending = this.#build();
      this.#builtAt = now;
      this.#staleAt = Number.POSITIVE_INFINITY;
      this.#value = pending;
      pending.then(
        (value) => {
          if (this.#value === pending && this.#staleAtOf) this.#staleAt = this.#staleAtOf(value);
        },
        // A failed read must not stay cached; the next request tries again.
        () => {
          if (this.#value === pending) this.#value = null;
        },
      );
    }
    return this.#value;
  }

  /** How long ago the value held was read, in ms; null when none is held (the next get reads it). */
  age(): number | null {
    return this.#value ? this.now() - this.#builtAt : null;
  }

  /** After a write on this server: drop the value here, and tell the others (`payload` says how it changed). */
  invalidate(payload = ''): void {
    this.#value = null;
    // A lost notice is covered by the age limit; the write itself has succeeded.
    this.#notify?.(payload).catch(() => {});
  }

  /** A notice from a server on the database (this one included), with the payload it was sent with. */
  heard(_payload: string): void {
    this.invalidateLocal();
  }

  /** Another server wrote, or this one may have missed a notice: drop the value, tell no one. */
  invalidateLocal(): void {
    this.#value = null;
  }
}
