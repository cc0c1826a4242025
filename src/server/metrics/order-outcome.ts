/**
 * Why placing an order was refused, read from the answer's error code: a fixed set, so the label
 * never grows with what clients send. Anything else is `invalid` (a 4xx) or `server_error` (a 5xx).
 */
export const REFUSAL_REASONS = [
  'out_of_stock',
  'not_on_sale',
  'over_limit',
  'unknown_product',
  'delivery_not_offered',
  'delivery_unavailable',
  'delivery_provider_error',
  'payment_unavailable',
  'rate_limited',
  'invalid',
  'server_error',
] as const;

export type RefusalReason = (typeof REFUSAL_REASONS)[number];

const named = new Set<string>(REFUSAL_REASONS);

export function refusalReason(statusCode: number, code: unknown): RefusalReason {
  if (typeof code === 'string' && named.has(code)) return code as RefusalReason;
  if (statusCode === 429) return 'rate_limited';
  return statusCode >= 500 ? 'server_error' : 'invalid';
}
