import { randomInt } from 'node:crypto';
import { checkPassword, type PasswordPolicy } from '../../../../domain/auth/password-policy';

// Letters and digits that cannot be mistaken for each other when read off a terminal.
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '-_!#%+';
const ALL = LOWER + UPPER + DIGITS;

function pick(set: string): string {
  return set.charAt(randomInt(set.length));
}

/** A random password (about 95 bits at the usual 18 characters) that meets any satisfiable policy. */
export function generatePassword(policy: PasswordPolicy): string {
  const length = Math.min(Math.max(18, policy.minLength), policy.maxLength ?? Number.POSITIVE_INFINITY);
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < length) chars.push(pick(ALL));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  const password = chars.slice(0, length).join('');
  const problems = checkPassword(password, policy);
  if (problems.length > 0) {
    throw new Error(`The password policy cannot be met by a generated password: ${problems.join(' ')}`);
  }
  return password;
}
