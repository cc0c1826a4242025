import { describe, expect, it } from 'vitest';
import { SharedCache } from './shared-cache';

/** A cache over reads the test answers by hand, on a clock the test moves. */
function setUp() {
  let clock = 0;
  const reads: { answer: (value: { v: number }) => void }[] = [];
  const cache = new SharedCache<{ v: number }>(
    () => new Promise((resolve) => reads.push({ answer: resolve })),
    { maxAgeMs: 1000, now: () => clock, same: (held, read) => held.v === read.v },
  );
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { cache, reads, settle, advance: (ms: number) => (clock += ms) };
}

describe('SharedCache past its age limit', () => {
  it('answers with the value held while it reads again, instead of making readers wait', async () => {
    const { cache, reads, settle, advance } = setUp();
    const first = cache.get();
    reads[0]?.answer({ v: 1 });
    const held = await first;
    advance(1500);
    // The read again has not answered, and the reader has its answer all the same.
    expect(await cache.get()).toBe(held);
    expect(reads).toHaveLength(2);
    // Readers meanwhile share that one read.
    await cache.get();
    expect(reads).toHaveLength(2);
    reads[1]?.answer({ v: 2 });
    await settle();
    expect(await cache.get()).toEqual({ v: 2 });
  });

  it('keeps the object held when the read says the same, so what was made from it stays good', async () => {
    const { cache, reads, settle, advance } = setUp();
    const first = cache.get();
    reads[0]?.answer({ v: 1 });
    const held = await first;
    advance(1500);
    await cache.get();
    reads[1]?.answer({ v: 1 });
    await settle();
    expect(await cache.get()).toBe(held);
    // And the age starts again: no new read until the limit is passed once more.
    advance(500);
    await cache.get();
    expect(reads).toHaveLength(2);
  });

  it('lets a write made meanwhile win over the read behind', async () => {
    const { cache, reads, settle, advance } = setUp();
    const first = cache.get();
    reads[0]?.answer({ v: 1 });
    await first;
    advance(1500);
    await cache.get();
    cache.invalidateLocal();
    const fresh = cache.get();
    reads[2]?.answer({ v: 3 });
    expect(await fresh).toEqual({ v: 3 });
    reads[1]?.answer({ v: 2 });
    await settle();
    expect(await cache.get()).toEqual({ v: 3 });
  });
});
