import { describe, expect, it } from 'vitest';
import { groupInUseMessage, stockGrid } from './admin';
import { productInputSchema } from './admin-contract';

describe('stockGrid', () => {
  it('fills every colour × size in order, 0 where nothing was given', () => {
    expect(stockGrid(['Black', 'Sand'], ['S', 'M'], [{ color: 'Sand', size: 'S', quantity: 4 }])).toEqual([
      { color: 'Black', size: 'S', quantity: 0 },
      { color: 'Black', size: 'M', quantity: 0 },
      { color: 'Sand', size: 'S', quantity: 4 },
      { color: 'Sand', size: 'M', quantity: 0 },
    ]);
  });
});

describe('groupInUseMessage', () => {
  it('counts products in words', () => {
    expect(groupInUseMessage('collection', 3)).toBe(
      'This collection still has 3 products. Move or delete them first.',
    );
    expect(groupInUseMessage('category', 1)).toBe(
      'This category still has 1 product. Move or delete them first.',
    );
  });
});

describe('productInputSchema', () => {
  const valid = {
    name: '  Tour Tee ',
    price: 1_500_000,
    collection: 'essentials',
    colors: ['Black'],
    sizes: ['S', 'M'],
    stock: [{ color: 'Black', size: 'M', quantity: 3 }],
  };

  it('trims and fills defaults', () => {
    expect(productInputSchema.parse(valid)).toMatchObject({
      name: 'Tour Tee',
      description: '',
      category: null,
      imageUrls: [],
    });
  });

  it('names the fields that are wrong', () => {
    const result = productInputSchema.safeParse({
      ...valid,
      price: 12.5,
      colors: ['Black', 'black'],
      stock: [{ color: 'Red', size: 'S', quantity: -1 }],
      imageUrls: ['javascript:alert(1)'],
    });
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['price', 'colors', 'stock.0.quantity', 'imageUrls.0']));
  });

  it('refuses stock for a variant outside the grid, and a variant listed twice', () => {
    const result = productInputSchema.safeParse({
      ...valid,
      stock: [
        { color: 'Red', size: 'S', quantity: 1 },
        { color: 'Black', size: 'S', quantity: 1 },
        { color: 'Black', size: 'S', quantity: 2 },
      ],
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['stock.0.color', 'Not one of the colours.'],
      ['stock.2', 'This variant is listed twice.'],
    ]);
  });
});
