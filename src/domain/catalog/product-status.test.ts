import { describe, expect, it } from 'vitest';
import { nameMatches, productStatus } from './product-status';

const NOW = Date.parse('2026-11-25T12:00:00Z');

describe('a product’s status in the staff list', () => {
  it('is archived, hidden, scheduled, sold out or on sale, in that order of precedence', () => {
    const base = { archived: false, hidden: false, liveAt: null, quantity: 4 };
    expect(productStatus(base, NOW)).toBe('on_sale');
    expect(productStatus({ ...base, quantity: 0 }, NOW)).toBe('sold_out');
    expect(productStatus({ ...base, liveAt: '2026-12-01T09:00:00Z', quantity: 0 }, NOW)).toBe('scheduled');
    expect(productStatus({ ...base, liveAt: '2026-11-01T09:00:00Z', quantity: 0 }, NOW)).toBe('sold_out');
    expect(productStatus({ ...base, hidden: true, liveAt: '2026-12-01T09:00:00Z' }, NOW)).toBe('hidden');
    expect(productStatus({ ...base, archived: true, hidden: true }, NOW)).toBe('archived');
  });

  it('is found by any words of its name, in any case', () => {
    expect(nameMatches({ name: 'Harmattan Tour Tee' }, '  tour   TEE ')).toBe(true);
    expect(nameMatches({ name: 'Harmattan Tour Tee' }, 'hoodie')).toBe(false);
    expect(nameMatches({ name: 'Harmattan Tour Tee' }, '')).toBe(true);
  });
});
