import { describe, expect, it } from 'vitest';
import { photosAfterRenames, renamed, renamesBetween } from './variant-renames';

describe('renames typed in the product form', () => {
  it('renames a name retyped in its place, and nothing when the list is the same or reordered', () => {
    expect(renamesBetween(['Black', 'White'], ['Black', 'Sand'])).toEqual([{ from: 'White', to: 'Sand' }]);
    expect(renamesBetween(['S', 'M', 'L'], ['S', 'M', 'Large'])).toEqual([{ from: 'L', to: 'Large' }]);
    expect(renamesBetween(['black'], ['Black'])).toEqual([{ from: 'black', to: 'Black' }]);
    expect(renamesBetween(['Black', 'White'], ['White', 'Black'])).toEqual([]);
  });

  it('pairs what went with what came, in turn, when as many went as came', () => {
    expect(renamesBetween(['Black', 'White', 'Red'], ['Sand', 'White', 'Rust'])).toEqual([
      { from: 'Black', to: 'Sand' },
      { from: 'Red', to: 'Rust' },
    ]);
  });

  it('otherwise renames only in place: a removal or an addition is one', () => {
    expect(renamesBetween(['Black', 'White'], ['Black'])).toEqual([]);
    expect(renamesBetween(['Black', 'White'], ['Black', 'White', 'Sand'])).toEqual([]);
    expect(renamesBetween(['Black', 'White', 'Red'], ['Black', 'Red'])).toEqual([]);
    expect(renamesBetween(['Black', 'White'], ['Black', 'Sand', 'Red'])).toEqual([
      { from: 'White', to: 'Sand' },
    ]);
  });

  it('names a loaded variant after the renames, and carries a renamed colour’s photo', () => {
    const renames = [{ from: 'White', to: 'Sand' }];
    expect(renamed('White', renames)).toBe('Sand');
    expect(renamed('Black', renames)).toBe('Black');
    expect(photosAfterRenames({ White: '/a.webp' }, renames)).toEqual({ White: '/a.webp', Sand: '/a.webp' });
    expect(photosAfterRenames({ White: '/a.webp', Sand: '/b.webp' }, renames)).toMatchObject({
      Sand: '/b.webp',
    });
  });
});
