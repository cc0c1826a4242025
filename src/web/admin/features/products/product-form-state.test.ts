import { describe, expect, it } from 'vitest';
import { testProduct } from '../../../../domain/testing/product';
import {
  draftFromProduct,
  emptyDraft,
  startsSoldOut,
  stockCellKey,
  unitsToWriteOff,
  updateBodyFromDraft,
} from './product-form-state';

/** The test tee as the admin loads it: White has a photo of its own. */
function testAdminProduct() {
  const imageUrls = ['/uploads/black-960.webp', '/uploads/white-960.webp'];
  return { ...testProduct({ imageUrls, colorImages: { White: '/uploads/white-960.webp' } }), version: 3 };
}

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

describe('an edit that renames a colour or size', () => {
  const product = testAdminProduct();
  const draft = draftFromProduct(product);

  it('sends the rename, with the colour’s photo under its new name, and writes nothing off', () => {
    const edited = { ...draft, colors: 'Black, Sand', sizes: 'M, Large' };
    const body = updateBodyFromDraft(edited, product);
    expect(body.renames).toEqual({
      colors: [{ from: 'White', to: 'Sand' }],
      sizes: [{ from: 'L', to: 'Large' }],
    });
    expect(body.colorImages).toEqual({ Sand: '/uploads/white-960.webp' });
    expect(unitsToWriteOff(product, edited)).toEqual([]);
  });

  it('still writes off a colour taken away', () => {
    const edited = { ...draft, colors: 'Black' };
    expect(updateBodyFromDraft(edited, product).renames).toEqual({ colors: [], sizes: [] });
    expect(unitsToWriteOff(product, edited)).toEqual(['White, M (2)']);
  });
});
