import { expect, it } from 'vitest';
import { descriptionParagraphs, productSummary } from './product-text';

it('splits a description at real newlines and at a typed \\n', () => {
  expect(descriptionParagraphs('One.\nTwo.\\nThree.\r\n\nFour.')).toEqual([
    'One.',
    'Two.',
    'Three.',
    'Four.',
  ]);
});

it('summarises a product as its first paragraph and its price', () => {
  expect(productSummary({ name: 'Tee', description: 'Soft cotton\nMore', price: 1_500_000 })).toBe(
    'Soft cotton. ₦15,000.',
  );
  expect(productSummary({ name: 'Cap', description: '', price: 950_000 })).toBe('Cap. ₦9,500.');
});
