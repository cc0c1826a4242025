import { describe, expect, it } from 'vitest';
import { FCT, NIGERIA } from '../../../domain/checkout/nigeria';
import { bundledLocations, DEFAULT_RATES, findNigerianState, rateFor, rateTableSchema } from './rate-table';

describe('the built-in rate table', () => {
  it('prices every state, Lagos cheapest, its neighbours next, the far north dearest', () => {
    const rates = NIGERIA.states.map((state) => rateFor(DEFAULT_RATES, state.name));
    expect(rates.every((kobo) => Number.isInteger(kobo) && (kobo ?? 0) > 0)).toBe(true);
    const lagos = rateFor(DEFAULT_RATES, 'Lagos') ?? 0;
    expect(lagos).toBe(250_000);
    expect(Math.min(...(rates as number[]))).toBe(lagos);
    expect(rateFor(DEFAULT_RATES, 'Ogun')).toBeGreaterThan(lagos);
    expect(rateFor(DEFAULT_RATES, 'Borno')).toBeGreaterThan(rateFor(DEFAULT_RATES, 'Ogun') ?? 0);
    expect(rateFor(DEFAULT_RATES, 'Borno')).toBe(DEFAULT_RATES['*']);
  });

  it('is undefined for a place that is not a Nigerian state', () => {
    expect(rateFor(DEFAULT_RATES, 'Greater Accra')).toBeUndefined();
  });
});

describe('findNigerianState', () => {
  it.each([
    ['Lagos', 'Lagos'],
    ['lagos state', 'Lagos'],
    ['Akwa-Ibom', 'Akwa Ibom'],
    ['FCT', FCT],
    ['Abuja', FCT],
    ['FCT - Abuja', FCT],
    ['Nassarawa', 'Nasarawa'],
    ['CROSS RIVER STATE', 'Cross River'],
  ])('reads %j as %s', (written, name) => {
    expect(findNigerianState(written)?.name).toBe(name);
  });
});

describe('DELIVERY_RATES', () => {
  it('replaces the built-in table, reading state names as people write them', () => {
    expect(rateTableSchema.parse({ 'lagos state': 100_000, FCT: 300_000, '*': 500_000 })).toEqual({
      Lagos: 100_000,
      [FCT]: 300_000,
      '*': 500_000,
    });
  });

  it('needs a "*" rate and real states, in whole kobo', () => {
    expect(rateTableSchema.safeParse({ Lagos: 1 }).error?.issues[0]?.message).toContain('"*"');
    expect(rateTableSchema.safeParse({ Lagoss: 1, '*': 2 }).error?.issues[0]?.message).toBe(
      '"Lagoss" is not a Nigerian state.',
    );
    expect(rateTableSchema.safeParse({ '*': 2500.5 }).success).toBe(false);
    expect(rateTableSchema.safeParse({ '*': -1 }).success).toBe(false);
  });
});

it('offers the bundled states and local areas as delivery locations', () => {
  const locations = bundledLocations();
  expect(locations).toHaveLength(37);
  expect(locations.find((location) => location.state === 'Lagos')?.locals).toContain('Ikeja');
});
