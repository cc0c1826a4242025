import type { PasswordPolicy } from './password-policy-contract';

/** Pure password rules, shared by the sign-in screen and the server. The zod schema is in password-policy-contract.ts. */
export type { PasswordPolicy } from './password-policy-contract';

/** The specification's default: at least 6 characters, nothing else required. */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  minLength: 6,
  maxLength: null,
  requireLowercase: false,
  requireUppercase: false,
  requireNumeric: false,
  requireNonAlphanumeric: false,
};

/** The server refuses passwords from a list of commonly used ones; these are its words. */
export const COMMON_PASSWORD_MESSAGE =
  'That password is one of the most commonly used, so it is among the first guessed. Choose another.';

/** Said under every field where staff choose a password. */
export const COMMON_PASSWORD_HINT = 'Commonly used passwords, like “password1”, are refused.';

/**
 * What is wrong with a password under a policy, one message per unmet rule; empty when it passes.
 * Length counts characters as people see them (code points), so "ñ" or an emoji is one.
 */
export function checkPassword(password: string, policy: PasswordPolicy): string[] {
  const length = [...password].length;
  const problems: string[] = [];
  if (length < policy.minLength) problems.push(`Use at least ${policy.minLength} characters.`);
  if (policy.maxLength !== null && length > policy.maxLength) {
    problems.push(`Use at most ${policy.maxLength} characters.`);
  }
  if (policy.requireLowercase && !/\p{Ll}/u.test(password)) problems.push('Include a lowercase letter.');
  if (policy.requireUppercase && !/\p{Lu}/u.test(password)) problems.push('Include an uppercase letter.');
  if (policy.requireNumeric && !/\p{Nd}/u.test(password)) problems.push('Include a number.');
  if (policy.requireNonAlphanumeric && !/[^\p{L}\p{N}]/u.test(password)) {
    problems.push('Include a symbol (a character that is not a letter or a number).');
  }
  return problems;
}

/** The policy in one sentence, for a hint under a password field. */
export function describePasswordPolicy(policy: PasswordPolicy): string {
  const length =
    policy.maxLength === null
      ? `at least ${policy.minLength} characters`
      : `${policy.minLength} to ${policy.maxLength} characters`;
  const kinds = [
    policy.requireLowercase && 'a lowercase letter',
    policy.requireUppercase && 'an uppercase letter',
    policy.requireNumeric && 'a number',
    policy.requireNonAlphanumeric && 'a symbol',
  ].filter((kind): kind is string => Boolean(kind));
  if (kinds.length === 0) return `Use ${length}.`;
  const last = kinds.pop();
  const list = kinds.length > 0 ? `${kinds.join(', ')} and ${last}` : last;
  return `Use ${length}, including ${list}.`;
}
