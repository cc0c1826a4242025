import { describe, expect, it } from 'vitest';
import { changedFieldNames, pageCount, valueText } from './activity';

describe('the activity log as staff read it', () => {
  it('shows money in naira, text as it is, lists and objects as JSON, and nothing as a dash', () => {
    expect(valueText(1_250_000, 'price')).toBe('₦12,500');
    expect(valueText(500, 'deliveryFeeKobo')).toBe('₦5');
    expect(valueText(3, 'quantity')).toBe('3');
    expect(valueText('Black', 'color')).toBe('Black');
    expect(valueText(['S', 'M'], 'sizes')).toBe('["S","M"]');
    expect(valueText(false, 'hidden')).toBe('false');
    for (const nothing of [null, undefined, '']) expect(valueText(nothing, 'note')).toBe('—');
  });

  it('compares every field named before or after, once', () => {
    expect(changedFieldNames({ before: { price: 1, name: 'a' }, after: { price: 2, hidden: true } })).toEqual(
      ['price', 'name', 'hidden'],
    );
    expect(changedFieldNames({ before: null, after: null })).toEqual([]);
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 30)).toBe(1);
    expect(pageCount(30, 30)).toBe(1);
    expect(pageCount(31, 30)).toBe(2);
  });
});
