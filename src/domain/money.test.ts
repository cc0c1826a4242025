import { describe, expect, it } from 'vitest';
import { formatNaira, parseNaira } from './money';

describe('parseNaira', () => {
  it.each([
    ['12,500', 1_250_000],
    ['12500', 1_250_000],
    ['₦12,500', 1_250_000],
    ['₦ 1,250,000.5', 125_000_050],
    ['0', 0],
    ['45.75', 4_575],
  ])('reads %s as %i kobo', (text, kobo) => {
    expect(parseNaira(text)).toBe(kobo);
  });

  it.each(['', 'abc', '12,50', '-5', '1.234', '1,2345'])('refuses %j', (text) => {
    expect(parseNaira(text)).toBeNull();
  });
});

describe('formatNaira', () => {
  it('writes whole naira with thousands separators and the naira sign', () => {
    expect(formatNaira(1_250_000)).toBe('₦12,500');
    expect(formatNaira(0)).toBe('₦0');
  });

  it('keeps kobo when there are any', () => {
    expect(formatNaira(125_000_050)).toBe('₦1,250,000.50');
  });
});
