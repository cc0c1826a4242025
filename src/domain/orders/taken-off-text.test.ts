import { describe, expect, it } from 'vitest';
import { takenOffText } from './adjustments';

describe('what came off an order line, beside its quantity (staff and shopper alike)', () => {
  it('says beside the quantity placed what was cancelled and returned, and nothing when neither', () => {
    expect(takenOffText({ cancelledQuantity: 0, returnedQuantity: 0 })).toBe('');
    expect(takenOffText({ cancelledQuantity: 1, returnedQuantity: 0 })).toBe('1 cancelled');
    expect(takenOffText({ cancelledQuantity: 0, returnedQuantity: 2 })).toBe('2 returned');
    expect(takenOffText({ cancelledQuantity: 1, returnedQuantity: 2 })).toBe('1 cancelled, 2 returned');
  });
});
