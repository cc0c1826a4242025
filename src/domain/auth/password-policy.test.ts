import { describe, expect, it } from 'vitest';
import { checkPassword, DEFAULT_PASSWORD_POLICY, describePasswordPolicy } from './password-policy';
import { passwordPolicySchema } from './password-policy-contract';

const strict = {
  minLength: 8,
  maxLength: 12,
  requireLowercase: true,
  requireUppercase: true,
  requireNumeric: true,
  requireNonAlphanumeric: true,
};

describe('checkPassword', () => {
  it('asks only for six characters by default', () => {
    expect(checkPassword('abcde', DEFAULT_PASSWORD_POLICY)).toEqual(['Use at least 6 characters.']);
    expect(checkPassword('abcdef', DEFAULT_PASSWORD_POLICY)).toEqual([]);
  });

  it('names every unmet rule of a strict policy', () => {
    expect(checkPassword('abc', strict)).toEqual([
      'Use at least 8 characters.',
      'Include an uppercase letter.',
      'Include a number.',
      'Include a symbol (a character that is not a letter or a number).',
    ]);
    expect(checkPassword('ABCDEFGHIJKLMN', strict)).toEqual([
      'Use at most 12 characters.',
      'Include a lowercase letter.',
      'Include a number.',
      'Include a symbol (a character that is not a letter or a number).',
    ]);
    expect(checkPassword('Abcdef1!', strict)).toEqual([]);
  });

  it('counts characters, not UTF-16 units, and knows letters beyond ASCII', () => {
    expect(checkPassword('ñandú😀', { ...DEFAULT_PASSWORD_POLICY, maxLength: 6 })).toEqual([]);
    expect(checkPassword('Ñandú1!x', strict)).toEqual([]);
  });
});

describe('describePasswordPolicy', () => {
  it('says the rules in one sentence', () => {
    expect(describePasswordPolicy(DEFAULT_PASSWORD_POLICY)).toBe('Use at least 6 characters.');
    expect(describePasswordPolicy(strict)).toBe(
      'Use 8 to 12 characters, including a lowercase letter, an uppercase letter, a number and a symbol.',
    );
  });
});

describe('passwordPolicySchema', () => {
  it('refuses a maximum below the minimum', () => {
    expect(passwordPolicySchema.safeParse(DEFAULT_PASSWORD_POLICY).success).toBe(true);
    const result = passwordPolicySchema.safeParse({ ...DEFAULT_PASSWORD_POLICY, maxLength: 4 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['maxLength']);
  });
});
