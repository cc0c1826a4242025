import type { Product } from '../catalog/catalog';

/** A product for tests: a tee in two colours and two sizes, one of them sold out; `overrides` change the rest. */
export function testProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 'tee',
    name: 'Tour Tee',
    description: '',
    price: 1_500_000,
    imageUrls: [],
    colorImages: {},
    colors: ['Black', 'White'],
    sizes: ['M', 'L'],
    quantity: 40,
    stock: [
      { color: 'Black', size: 'M', quantity: 10 },
      { color: 'Black', size: 'L', quantity: 10 },
      { color: 'White', size: 'M', quantity: 2 },
      { color: 'White', size: 'L', quantity: 0 },
    ],
    collection: 'tour',
    category: null,
    hidden: false,
    archived: false,
    liveAt: null,
    presaleAt: null,
    maxPerOrder: null,
    release: null,
    createdAt: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}
