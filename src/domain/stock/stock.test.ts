import { expect, it } from 'vitest';
import { stockText } from './stock';

it.each([
  [0, 'Out of stock'],
  [1, 'Only 1 left!'],
  [5, 'Only 5 left!'],
  [6, 'In stock'],
  [120, 'In stock'],
])('quantity %i reads %j', (quantity, text) => {
  expect(stockText(quantity)).toBe(text);
});
