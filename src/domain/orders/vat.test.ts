import { describe, expect, it } from 'vitest';
import { formatNaira } from '../shared/money';
import { includedVatKobo, vatLine, vatRateText, vatSentence } from './vat';

describe('the VAT included in an amount', () => {
  it('is rate/(100+rate) of it', () => {
    // ₦10,750 at 7.5% holds ₦750 of VAT.
    expect(includedVatKobo(1_075_000, 7.5)).toBe(75_000);
    // ₦110 at 10% holds ₦10.
    expect(includedVatKobo(11_000, 10)).toBe(1_000);
  });

  it('rounds to the nearest kobo, a half kobo up', () => {
    // 100 kobo at 7.5%: 6.976… kobo → 7.
    expect(includedVatKobo(100, 7.5)).toBe(7);
    // 1 kobo at 7.5%: 0.0697… → 0.
    expect(includedVatKobo(1, 7.5)).toBe(0);
    // 21 kobo at 5%: exactly 1 kobo.
    expect(includedVatKobo(21, 5)).toBe(1);
    // 3 kobo at 20%: 0.5 exactly → rounds up to 1.
    expect(includedVatKobo(3, 20)).toBe(1);
    // 9 kobo at 20%: 1.5 exactly → 2.
    expect(includedVatKobo(9, 20)).toBe(2);
    // ₦45,500 at 7.5%: 317,441.86… kobo → 317,442.
    expect(includedVatKobo(4_550_000, 7.5)).toBe(317_442);
  });

  it('stays exact for large totals, where floating point would not', () => {
    // ₦90 billion: beyond where amount × rate fits a double exactly.
    expect(includedVatKobo(9_000_000_000_000, 7.5)).toBe(627_906_976_744);
  });

  it('is nothing for nothing charged or a rate of nought', () => {
    expect(includedVatKobo(0, 7.5)).toBe(0);
    expect(includedVatKobo(1_000_000, 0)).toBe(0);
  });

  it('refuses amounts that are not whole kobo', () => {
    expect(() => includedVatKobo(10.5, 7.5)).toThrow(RangeError);
    expect(() => includedVatKobo(-1, 7.5)).toThrow(RangeError);
  });
});

describe('the VAT line of a receipt', () => {
  it('is absent when the shop charges no VAT', () => {
    expect(vatLine(1_000_000, null)).toBeNull();
  });

  it('names the rate and the amount', () => {
    const line = vatLine(4_550_000, 7.5);
    expect(line).toEqual({ ratePercent: 7.5, amountKobo: 317_442 });
    if (!line) throw new Error('no line');
    expect(vatSentence(line, formatNaira(line.amountKobo))).toBe('Prices include VAT at 7.5%: ₦3,174.42.');
    expect(vatRateText(10)).toBe('10%');
  });
});
