/**
 * VAT on a receipt. The shop's prices include VAT, so the VAT in an amount charged is
 * rate/(100+rate) of it, to the nearest kobo (a half kobo rounds up).
 */

import type { VatLine } from './order-view-contract';

export type { VatLine } from './order-view-contract';

/** Rates are kept to hundredths of a percent (7.5 is 750), so the sum below is done in whole numbers. */
const HUNDREDTHS = 100;

/** The VAT included in an amount of kobo at a rate in percent (7.5 for 7.5%). */
export function includedVatKobo(chargedKobo: number, ratePercent: number): number {
  if (!Number.isSafeInteger(chargedKobo) || chargedKobo < 0) {
    throw new RangeError('An amount charged is a whole, non-negative number of kobo.');
  }
  if (!Number.isFinite(ratePercent) || ratePercent < 0) throw new RangeError('A VAT rate is not negative.');
  const rate = BigInt(Math.round(ratePercent * HUNDREDTHS));
  const numerator = BigInt(chargedKobo) * rate;
  const denominator = BigInt(100 * HUNDREDTHS) + rate;
  // Rounded half up: floor((2n + d) / 2d).
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/** The VAT line of a receipt for what was charged (goods and delivery), or null when the shop charges no VAT. */
export function vatLine(chargedKobo: number, ratePercent: number | null): VatLine | null {
  if (ratePercent === null) return null;
  return { ratePercent, amountKobo: includedVatKobo(chargedKobo, ratePercent) };
}

/** A rate in percent as an order keeps it, in hundredths of a percent (7.5 is 750); null stays null. */
export function vatBasisPoints(ratePercent: number | null): number | null {
  return ratePercent === null ? null : Math.round(ratePercent * HUNDREDTHS);
}

/** The rate in percent of one kept in hundredths of a percent. */
export function vatRateOf(basisPoints: number | null): number | null {
  return basisPoints === null ? null : basisPoints / HUNDREDTHS;
}

/** "7.5%", "10%". */
export function vatRateText(ratePercent: number): string {
  return `${Number(ratePercent.toFixed(2))}%`;
}

/** The sentence a receipt carries: "Prices include VAT at 7.5%: ₦3,174.42." (the amount formatted by the caller). */
export function vatSentence(line: VatLine, amountText: string): string {
  return `Prices include VAT at ${vatRateText(line.ratePercent)}: ${amountText}.`;
}
