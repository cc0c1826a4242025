import { describe, expect, it } from 'vitest';
import { emptyDraft, startsSoldOut, stockCellKey } from './product-form-state';

const tee = {
  ...emptyDraft,
  name: 'Tour Tee',
  price: '12,500',
  collection: 'essentials',
  colors: 'Black, Sand',
  sizes: 'M, L',
};

describe('startsSoldOut', () => {
  it('is true for a product on sale now with no stock typed, or 0 everywhere', () => {
    expect(startsSoldOut(tee)).toBe(true);
    expect(startsSoldOut({ ...tee, stock: { [stockCellKey('Black', 'M')]: '0' } })).toBe(true);
  });

  it('is false once one colour and size has a unit', () => {
    expect(startsSoldOut({ ...tee, stock: { [stockCellKey('Sand', 'L')]: '1' } })).toBe(false);
  });

  it('is false for a product coming soon or hidden: stock can arrive before shoppers see it', () => {
    expect(startsSoldOut({ ...tee, release: 'scheduled' })).toBe(false);
    expect(startsSoldOut({ ...tee, release: 'hidden' })).toBe(false);
  });

  it('is false without colours or sizes: the server names what is missing first', () => {
    expect(startsSoldOut({ ...tee, sizes: '' })).toBe(false);
  });

  it('is false while the name, price or collection is missing: the server names those first', () => {
    expect(startsSoldOut({ ...tee, name: ' ' })).toBe(false);
    expect(startsSoldOut({ ...tee, price: '' })).toBe(false);
    expect(startsSoldOut({ ...tee, collection: '' })).toBe(false);
  });

  it('leaves a count that is not a number to the server', () => {
    expect(startsSoldOut({ ...tee, stock: { [stockCellKey('Black', 'M')]: 'abc' } })).toBe(false);
  });
});
