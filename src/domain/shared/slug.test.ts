import { expect, it } from 'vitest';
import { slugify } from './slug';

it('makes readable ids from names', () => {
  expect(slugify('Harmattan Tour Tee')).toBe('harmattan-tour-tee');
  expect(slugify('  Café  Ñ / 2025! ')).toBe('cafe-n-2025');
  expect(slugify('T-shirts')).toBe('t-shirts');
});

it('is empty when nothing readable is left, and stays short', () => {
  expect(slugify('🔥🔥')).toBe('');
  expect(slugify('a'.repeat(100))).toHaveLength(60);
  expect(slugify(`${'a'.repeat(59)} b`)).toBe('a'.repeat(59));
});
