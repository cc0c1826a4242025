import { describe, expect, it } from 'vitest';
import { testProduct } from '../testing/product';
import {
  colorImageUrl,
  latestThree,
  optionQuantity,
  productsByCollection,
  sortNewestFirst,
  variantFieldName,
  variantKey,
  variantQuantity,
} from './catalog';

const item = (id: string, createdAt: string, collection = 'c1') => ({ id, createdAt, collection });

describe('sortNewestFirst and latestThree', () => {
  const products = [
    item('a', '2025-01-01T00:00:00Z'),
    item('b', '2025-03-01T00:00:00Z'),
    item('c', '2025-02-01T00:00:00Z'),
    item('d', '2024-12-01T00:00:00Z'),
  ];

  it('orders by creation time, newest first, without changing its input', () => {
    expect(sortNewestFirst(products).map((p) => p.id)).toEqual(['b', 'c', 'a', 'd']);
    expect(products.map((p) => p.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps the three newest', () => {
    expect(latestThree(products).map((p) => p.id)).toEqual(['b', 'c', 'a']);
    expect(latestThree(products.slice(0, 2))).toHaveLength(2);
  });
});

describe('productsByCollection', () => {
  it('groups by the collection value, newest first inside, the group with the newest product first', () => {
    const groups = productsByCollection(
      [
        item('a', '2025-01-01T00:00:00Z', 'tour'),
        item('b', '2025-02-01T00:00:00Z', 'core'),
        item('c', '2025-03-01T00:00:00Z', 'tour'),
        item('d', '2025-01-15T00:00:00Z', 'gone'),
      ],
      [
        { id: 'core', name: 'Core' },
        { id: 'tour', name: 'Tour' },
        { id: 'empty', name: 'Empty' },
      ],
    );
    expect(groups.map((g) => [g.name, g.products.map((p) => p.id)])).toEqual([
      ['Tour', ['c', 'a']],
      ['Core', ['b']],
      ['gone', ['d']],
    ]);
  });
});

it('variantQuantity reads one colour and size, 0 when absent', () => {
  const product = { stock: [{ color: 'Black', size: 'M', quantity: 4 }] };
  expect(variantQuantity(product, 'Black', 'M')).toBe(4);
  expect(variantQuantity(product, 'Black', 'L')).toBe(0);
});

describe('optionQuantity', () => {
  const product = {
    stock: [
      { color: 'Black', size: 'S', quantity: 0 },
      { color: 'Black', size: 'M', quantity: 2 },
      { color: 'Sand', size: 'S', quantity: 0 },
      { color: 'Sand', size: 'M', quantity: 0 },
    ],
  };
  it('counts a colour or size given the other choice, or across all of it', () => {
    expect(optionQuantity(product, { color: 'Black', size: 'S' })).toBe(0);
    expect(optionQuantity(product, { color: 'Black', size: null })).toBe(2);
    expect(optionQuantity(product, { color: 'Sand', size: null })).toBe(0);
    expect(optionQuantity(product, { color: null, size: 'S' })).toBe(0);
    expect(optionQuantity(product, { color: null, size: 'M' })).toBe(2);
  });
});

describe('variantFieldName', () => {
  it('names a variant among an error’s fields as the API always has: its parts joined by |', () => {
    expect(variantFieldName({ productId: 'tee', color: 'Black', size: 'M' })).toBe('tee|Black|M');
  });
});

describe('variantKey', () => {
  it('is the same for the same variant and tells apart variants whose parts hold the separator', () => {
    expect(variantKey({ productId: 'tee', color: 'Black', size: 'M' })).toBe(
      variantKey({ productId: 'tee', color: 'Black', size: 'M' }),
    );
    expect(variantKey({ productId: 'tee', color: 'a|b', size: 'c' })).not.toBe(
      variantKey({ productId: 'tee', color: 'a', size: 'b|c' }),
    );
    expect(variantKey({ productId: 'tee', color: 'Black', size: 'M' })).not.toBe(
      variantKey({ productId: 'tee', color: 'Black', size: 'L' }),
    );
  });
});

describe('colorImageUrl', () => {
  const tee = testProduct({
    imageUrls: ['/media/tee-black.webp', '/media/tee-sand.webp'],
    colors: ['Black', 'Sand', 'Navy'],
    colorImages: { Black: '/media/tee-black.webp', Sand: '/media/tee-sand.webp' },
  });

  it('is the photo of the colour bought', () => {
    expect(colorImageUrl(tee, 'Sand')).toBe('/media/tee-sand.webp');
    expect(colorImageUrl(tee, 'Black')).toBe('/media/tee-black.webp');
  });

  it('falls back to the first photo for a colour without its own, and to none without photos', () => {
    expect(colorImageUrl(tee, 'Navy')).toBe('/media/tee-black.webp');
    expect(colorImageUrl({ imageUrls: [] }, 'Navy')).toBeNull();
  });

  it('reads a product kept from before colour photos, which has none', () => {
    expect(colorImageUrl({ imageUrls: ['/media/tee.webp'] }, 'Sand')).toBe('/media/tee.webp');
  });
});
