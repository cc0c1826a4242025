import { randomBytes, randomInt } from 'node:crypto';

// No 0/O, 1/I/L or U: order numbers are read aloud on the phone and typed from emails.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `SF-` and six characters: about 729 million numbers, random so they reveal no sales volume. */
export function newOrderNumber(): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `SF-${code}`;
}

/** The secret in a confirmation link. */
export function newAccessKey(): string {
  return randomBytes(24).toString('base64url');
}

/** One payment attempt's reference at the provider: the order number plus a random tail. */
export function newPaymentReference(orderNumber: string): string {
  return `${orderNumber}-${randomBytes(4).toString('hex').toUpperCase()}`;
}
