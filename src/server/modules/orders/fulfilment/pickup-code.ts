import { randomInt } from 'node:crypto';
import {
  normalizePickupCode,
  PICKUP_CODE_ALPHABET,
  PICKUP_CODE_LENGTH,
} from '../../../../domain/orders/fulfilment';

/** A new pickup code: six characters nobody misreads, drawn at random (23⁶ ≈ 148 million of them). */
export function newPickupCode(): string {
  let code = '';
  for (let i = 0; i < PICKUP_CODE_LENGTH; i += 1)
    code += PICKUP_CODE_ALPHABET[randomInt(PICKUP_CODE_ALPHABET.length)];
  return code;
}

/** Whether what was typed at the counter is the order's code, however it was spaced or cased. */
export function matchesPickupCode(stored: string, typed: string): boolean {
  return normalizePickupCode(typed) === stored;
}
