import { expect, it } from 'vitest';
import { REFUSAL_REASONS, refusalReason } from './order-outcome';

it('names a refusal by the error code of the answer when it is one of the reasons', () => {
  expect(refusalReason(409, 'out_of_stock')).toBe('out_of_stock');
  expect(refusalReason(409, 'not_on_sale')).toBe('not_on_sale');
  expect(refusalReason(409, 'over_limit')).toBe('over_limit');
  expect(refusalReason(409, 'unknown_product')).toBe('unknown_product');
  expect(refusalReason(503, 'delivery_unavailable')).toBe('delivery_unavailable');
  expect(refusalReason(429, 'rate_limited')).toBe('rate_limited');
});

it('keeps the label set closed: any other code is invalid (4xx) or a server error (5xx)', () => {
  expect(refusalReason(400, 'bad_request')).toBe('invalid');
  expect(refusalReason(415, 'FST_ERR_CTP_INVALID_MEDIA_TYPE')).toBe('invalid');
  expect(refusalReason(400, undefined)).toBe('invalid');
  expect(refusalReason(409, 'anything a client could make up')).toBe('invalid');
  expect(refusalReason(500, undefined)).toBe('server_error');
  expect(refusalReason(429, undefined)).toBe('rate_limited');
  for (const status of [400, 404, 409, 422, 429, 500, 502, 503]) {
    expect(REFUSAL_REASONS).toContain(refusalReason(status, `code-${status}`));
  }
});
