import { describe, expect, it } from 'vitest';
import { formatNaira, koboToNaira, parseNaira } from './money';

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
    expect(formatNaira(5)).toBe('₦0.05');
  });

  it('writes every amount as en-NG does', () => {
    const whole = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 });
    const withKobo = new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const amounts = [1, 99, 100, 99_999, 100_000, 123_456_789, 100_000_000_000, -250, -1_250_000];
    for (let kobo = 0; kobo < 2_000_000_000; kobo = kobo * 3 + 7) amounts.push(kobo);
    for (const kobo of amounts) {
      const naira = kobo / 100;
      expect(formatNaira(kobo)).toBe(`₦${kobo % 100 === 0 ? whole.format(naira) : withKobo.format(naira)}`);
    }
  });
});

describe('koboToNaira', () => {
  it('is the amount in naira as a plain number, kobo as its decimals', () => {
    expect(koboToNaira(1_250_050)).toBe(12500.5);
    expect(koboToNaira(650_000)).toBe(6500);
    expect(String(koboToNaira(1))).toBe('0.01');
  });
});
