import { isoMoment } from '../../local-moment';
import type { RuleDraft } from './code-rule-fields';

/**
 * A number as typed, or null for an empty field; text that is no number goes as -1, which no field
 * takes, so the server names the field.
 */
export function numberOrNull(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text.replaceAll(',', ''));
  return Number.isFinite(value) ? value : -1;
}

const koboOrNull = (naira: string) => {
  const amount = numberOrNull(naira);
  return amount === null ? null : Math.round(amount * 100);
};

/** The rule's part of the API's body: each field as the server wants it. */
export function ruleBody(rule: RuleDraft) {
  return {
    kind: rule.kind,
    percent: rule.kind === 'percent' ? numberOrNull(rule.percent) : null,
    amountKobo: rule.kind === 'amount' ? koboOrNull(rule.naira) : null,
    productIds: rule.productIds,
    collectionIds: rule.collectionIds,
    minSubtotalKobo: koboOrNull(rule.minimumNaira),
    startsAt: rule.startsAt ? isoMoment(rule.startsAt) : null,
    endsAt: rule.endsAt ? isoMoment(rule.endsAt) : null,
    maxUsesPerEmail: numberOrNull(rule.perEmail),
  };
}
