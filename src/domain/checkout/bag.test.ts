import { describe, expect, it } from 'vitest';
import { testProduct } from '../testing/product';
import {
  addToBag,
  type Bag,
  bagCount,
  bagSubtotal,
  findLine,
  reconcileBag,
  removeFromBag,
  removeLine,
  withHeld,
} from './bag';

/** The moment the bag is looked at, as the store gives it. */
const NOW = Date.parse('2026-06-01T12:00:00Z');

describe('adding', () => {
  it('starts a line, then raises it by the default step of 1 for the same id, colour and size', () => {
    let bag: Bag = [];
    bag = addToBag(bag, testProduct(), 'Black', 'M', NOW);
    bag = addToBag(bag, testProduct(), 'Black', 'M', NOW);
    expect(bag).toHaveLength(1);
    expect(bag[0]?.quantity).toBe(2);
  });

  it('starts a new line for another colour or size, and honours a larger step', () => {
    let bag = addToBag([], testProduct(), 'Black', 'M', NOW);
    bag = addToBag(bag, testProduct(), 'Black', 'L', NOW, 3);
    bag = addToBag(bag, testProduct(), 'White', 'M', NOW);
    expect(bag.map((l) => [l.color, l.size, l.quantity])).toEqual([
      ['Black', 'M', 1],
      ['Black', 'L', 3],
      ['White', 'M', 1],
    ]);
  });

  it('never goes past the stock of the variant, and adds nothing when it is out of stock', () => {
    let bag = addToBag([], testProduct(), 'White', 'M', NOW, 5);
    expect(bag[0]?.quantity).toBe(2);
    bag = addToBag(bag, testProduct(), 'White', 'M', NOW);
    expect(bag[0]?.quantity).toBe(2);
    expect(addToBag([], testProduct(), 'White', 'L', NOW)).toEqual([]);
  });

  it('ignores a product without an id', () => {
    const bag: Bag = [];
    expect(addToBag(bag, testProduct({ id: '' }), 'Black', 'M', NOW)).toBe(bag);
  });
});

describe('removing', () => {
  const start = addToBag([], testProduct(), 'Black', 'M', NOW, 3);

  it('lowers the quantity by 1 by default, and deletes the line at 0', () => {
    let bag = removeFromBag(start, 'tee', 'Black', 'M');
    expect(findLine(bag, 'tee', 'Black', 'M')?.quantity).toBe(2);
    bag = removeFromBag(bag, 'tee', 'Black', 'M', 2);
    expect(bag).toEqual([]);
  });

  it('deletes the line when the step takes it below 0', () => {
    expect(removeFromBag(start, 'tee', 'Black', 'M', 10)).toEqual([]);
  });

  it("'Remove' deletes the whole line and leaves the others", () => {
    const bag = addToBag(start, testProduct(), 'Black', 'L', NOW);
    expect(removeLine(bag, 'tee', 'Black', 'M').map((l) => l.size)).toEqual(['L']);
  });

  it('ignores a product without an id', () => {
    expect(removeFromBag(start, '', 'Black', 'M')).toBe(start);
  });
});

it('counts items and sums the subtotal in kobo', () => {
  let bag = addToBag([], testProduct(), 'Black', 'M', NOW, 2);
  bag = addToBag(
    bag,
    testProduct({ id: 'cap', price: 950_000, colors: ['Black'], sizes: ['M'] }),
    'Black',
    'M',
    NOW,
  );
  expect(bagCount(bag)).toBe(3);
  expect(bagSubtotal(bag)).toBe(2 * 1_500_000 + 950_000);
});

describe('reconciling with the catalogue', () => {
  it('drops deleted products and variants, follows new prices, and shrinks to what is left', () => {
    let bag = addToBag([], testProduct(), 'Black', 'M', NOW, 4);
    bag = addToBag(bag, testProduct(), 'White', 'M', NOW, 2);
    bag = addToBag(bag, testProduct({ id: 'gone', name: 'Gone Cap' }), 'Black', 'M', NOW);
    const now = testProduct({
      price: 1_700_000,
      stock: [
        { color: 'Black', size: 'M', quantity: 3 },
        { color: 'White', size: 'M', quantity: 0 },
      ],
    });
    const { bag: next, changes } = reconcileBag(bag, [now], NOW);
    expect(next.map((l) => [l.color, l.size, l.quantity, l.product.price])).toEqual([
      ['Black', 'M', 3, 1_700_000],
    ]);
    expect(changes).toEqual([
      { kind: 'price', name: 'Tour Tee', from: 1_500_000, to: 1_700_000 },
      { kind: 'reduced', name: 'Tour Tee', color: 'Black', size: 'M', to: 3 },
      { kind: 'price', name: 'Tour Tee', from: 1_500_000, to: 1_700_000 },
      { kind: 'sold-out', name: 'Tour Tee', color: 'White', size: 'M' },
      { kind: 'removed', name: 'Gone Cap' },
    ]);
  });

  it('reports nothing when the bag is current', () => {
    const bag = addToBag([], testProduct(), 'Black', 'M', NOW);
    expect(reconcileBag(bag, [testProduct()], NOW).changes).toEqual([]);
  });

  it('keeps the units the shopper’s own unpaid order holds: theirs, not sold out', () => {
    const bag = addToBag([], testProduct(), 'White', 'M', NOW, 2);
    // Their order holds both White M; the shop shows none left.
    const shop = testProduct({ stock: [{ color: 'White', size: 'M', quantity: 0 }] });
    const held = [{ productId: 'tee', color: 'White', size: 'M', quantity: 2 }];
    const kept = reconcileBag(bag, [shop], NOW, [], held);
    expect(kept.changes).toEqual([]);
    expect(kept.bag.map((l) => [l.color, l.size, l.quantity])).toEqual([['White', 'M', 2]]);
    expect(reconcileBag(bag, [shop], NOW).changes).toEqual([
      { kind: 'sold-out', name: 'Tour Tee', color: 'White', size: 'M' },
    ]);
  });
});

describe('an unpaid order’s units', () => {
  it('count as left to the shopper whose order holds them, in their variant and in the total', () => {
    const held = [
      { productId: 'tee', color: 'White', size: 'L', quantity: 3 },
      { productId: 'other', color: 'White', size: 'L', quantity: 5 },
    ];
    const seen = withHeld(testProduct(), held);
    expect(seen.stock.find((l) => l.color === 'White' && l.size === 'L')?.quantity).toBe(3);
    expect(seen.stock.find((l) => l.color === 'Black' && l.size === 'M')?.quantity).toBe(10);
    expect(seen.quantity).toBe(25);
    // Nothing held of it: the same product, untouched.
    const product = testProduct();
    expect(withHeld(product, [])).toBe(product);
  });
});

describe('drops and limits', () => {
  it('never holds more of a variant than the per-order limit, whatever the stock', () => {
    let bag = addToBag([], testProduct({ maxPerOrder: 2 }), 'Black', 'M', NOW, 5);
    expect(findLine(bag, 'tee', 'Black', 'M')?.quantity).toBe(2);
    bag = addToBag(bag, testProduct({ maxPerOrder: 2 }), 'Black', 'M', NOW);
    expect(findLine(bag, 'tee', 'Black', 'M')?.quantity).toBe(2);
    // The limit is per variant: another size has a limit of its own.
    bag = addToBag(bag, testProduct({ maxPerOrder: 2 }), 'Black', 'L', NOW, 2);
    expect(bagCount(bag)).toBe(4);
  });

  it('adds nothing of a product still coming soon, nor of a hidden one', () => {
    const later = new Date(NOW + 60_000).toISOString();
    expect(addToBag([], testProduct({ liveAt: later }), 'Black', 'M', NOW)).toEqual([]);
    expect(addToBag([], testProduct({ hidden: true }), 'Black', 'M', NOW)).toEqual([]);
    const earlier = new Date(NOW - 60_000).toISOString();
    expect(bagCount(addToBag([], testProduct({ liveAt: earlier }), 'Black', 'M', NOW))).toBe(1);
  });

  it('shrinks a line to a limit set since, and drops a product taken off sale', () => {
    const bag = addToBag([], testProduct(), 'Black', 'M', NOW, 5);
    const limited = reconcileBag(bag, [testProduct({ maxPerOrder: 3 })], NOW);
    expect(limited.bag[0]?.quantity).toBe(3);
    expect(limited.changes).toEqual([
      { kind: 'reduced', name: 'Tour Tee', color: 'Black', size: 'M', to: 3 },
    ]);
    const later = new Date(NOW + 60_000).toISOString();
    const postponed = reconcileBag(bag, [testProduct({ liveAt: later })], NOW);
    expect(postponed.bag).toEqual([]);
    expect(postponed.changes).toEqual([{ kind: 'removed', name: 'Tour Tee' }]);
  });

  it('adds and keeps a product in its presale only for a shopper whose presale code opened it', () => {
    const inPresale = testProduct({
      liveAt: new Date(NOW + 60_000).toISOString(),
      presaleAt: new Date(NOW - 60_000).toISOString(),
    });
    const opened = [inPresale.id];
    expect(addToBag([], inPresale, 'Black', 'M', NOW)).toEqual([]);
    expect(addToBag([], inPresale, 'Black', 'M', NOW, 1, ['another-product'])).toEqual([]);
    const bag = addToBag([], inPresale, 'Black', 'M', NOW, 1, opened);
    expect(bagCount(bag)).toBe(1);
    expect(reconcileBag(bag, [inPresale], NOW, opened).bag).toEqual(bag);
    expect(reconcileBag(bag, [inPresale], NOW).bag).toEqual([]);
    // Before the presale opens, a code opens nothing.
    const notYet = testProduct({ ...inPresale, presaleAt: new Date(NOW + 30_000).toISOString() });
    expect(addToBag([], notYet, 'Black', 'M', NOW, 1, opened)).toEqual([]);
  });
});
