import { describe, expect, it } from 'vitest';
import { takenOffText } from './line-quantity';

describe('the staff Items table’s quantity', () => {
  it('says beside the quantity placed what was cancelled and returned, and nothing when neither', () => {
    expect(takenOffText({ quantity: 3, cancelledQuantity: 0, returnedQuantity: 0 })).toBe('');
    expect(takenOffText({ quantity: 3, cancelledQuantity: 1, returnedQuantity: 0 })).toBe('1 cancelled');
    expect(takenOffText({ quantity: 3, cancelledQuantity: 0, returnedQuantity: 2 })).toBe('2 returned');
    expect(takenOffText({ quantity: 4, cancelledQuantity: 1, returnedQuantity: 2 })).toBe(
      '1 cancelled, 2 returned',
    );
  });
});
