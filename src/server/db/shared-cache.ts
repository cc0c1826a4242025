export type SharedCacheOptions<T> = {
  /** Tells the other servers on the database that the data changed (PostgreSQL's NOTIFY), and how. */
  notify?: (payload: string) => Promise<void>;
  /** A value older than this is read again, in case a notice was lost; Infinity for one process. */
  maxAgeMs?: number;
  /** When a value goes stale by itself (ms since the epoch), as a drop going live; Infinity if never. */
  staleAt?: (value: T) => number;
  /** Whether a value read again says the same as the one held (which is then kept, object and all). */
  same?: (held: T, read: T) => boolean;
  now?: () => number;
};

/**
 * Data read on every page and rarely written is read from the database once and served from
 * memory until a write invalidates it. Concurrent readers during a rebuild share the one read. With
 * several servers on one PostgreSQL, a write on any of them reaches the others through NOTIFY, and
 * a short age limit covers a notice lost while a listener reconnected: past it the value is read
 * again behind the readers, who get the value held until the new one is in (during a drop the
 * read queues behind the orders, and no page should wait for it), and a value that says the same
 * is kept as it is, so what was made from it (pages kept as bytes) stays good.
 */
export class SharedCache<T> {
  #value: Promise<T> | null = null;
  #builtAt = 0;
  #staleAt = Number.POSITIVE_INFINITY;
  readonly #build: () => Promise<T>;
  readonly #notify: ((payload: string) => Promise<void>) | undefined;
  readonly #maxAgeMs: number;
  readonly #staleAtOf: ((value: T) => number) | undefined;
  readonly #same: ((held: T, read: T) => boolean) | undefined;
  /** A read past the age limit, while readers get the value held. */
  #readingBehind: Promise<T> | null = null;
  /** The cache's clock (tests move it); subclasses read it too. */
  protected readonly now: () => number;

  constructor(build: () => Promise<T>, options: SharedCacheOptions<T> = {}) {
    this.#build = build;
    this.#notify = options.notify;
    this.#maxAgeMs = options.maxAgeMs ?? Number.POSITIVE_INFINITY;
    this.#staleAtOf = options.staleAt;
    this.#same = options.same;
    this.now = options.now ?? Date.now;
  }

  get(): Promise<T> {
    const now = this.now();
    if (this.#value && now >= this.#staleAt) this.#value = null;
    if (!this.#value) return this.#read(now);
    if (now - this.#builtAt > this.#maxAgeMs) this.#readBehind(now, this.#value);
    return this.#value;
  }

  #read(now: number): Promise<T> {
    const pending = this.#build();
    this.#builtAt = now;
    this.#staleAt = Number.POSITIVE_INFINITY;
    this.#value = pending;
    this.#readingBehind = null;
    pending.then(
      (value) => {
        if (this.#value === pending && this.#staleAtOf) this.#staleAt = this.#staleAtOf(value);
      },
      // A failed read must not stay cached; the next request tries again.
      () => {
        if (this.#value === pending) this.#value = null;
      },
    );
    return pending;
  }

  #readBehind(now: number, held: Promise<T>): void {
    if (this.#readingBehind) return;
    const reading = this.#build();
    this.#readingBehind = reading;
    this.#builtAt = now;
    Promise.all([held, reading]).then(
      ([old, value]) => {
        // Dropped or read anew meanwhile (a write): that value stands.
        if (this.#readingBehind !== reading || this.#value !== held) return;
        this.#readingBehind = null;
        if (this.#same?.(old, value)) return;
        this.#value = reading;
        if (this.#staleAtOf) this.#staleAt = this.#staleAtOf(value);
      },
      // A failed read leaves the value held; the age limit brings the next try.
      () => {
        if (this.#readingBehind === reading) this.#readingBehind = null;
      },
    );
  }

  /** How long ago the value held was read, in ms; null when none is held (the next get reads it). */
  age(): number | null {
    return this.#value ? this.now() - this.#builtAt : null;
  }

  /** After a write on this server: drop the value here, and tell the others (`payload` says how it changed). */
  invalidate(payload = ''): void {
    this.#value = null;
    this.#readingBehind = null;
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
    this.#readingBehind = null;
  }
}
