import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '../checkout/checkout';
import { newsletterSignupSchema } from './contract';
import { looksLikeEmail, newsletterCsvFilename } from './newsletter';

describe('newsletterSignupSchema', () => {
  it('trims and lower-cases the address, and takes the footer as the form by default', () => {
    expect(newsletterSignupSchema.parse({ email: '  Fan@Example.COM ' })).toEqual({
      email: 'fan@example.com',
      source: 'footer',
    });
    expect(newsletterSignupSchema.safeParse({ email: 'fan@example.com', source: 'elsewhere' }).success).toBe(
      false,
    );
  });

  it.each([{ email: 'fan@' }, { email: '' }, {}, { email: `${'a'.repeat(250)}@example.com` }])(
    'refuses %j with the checkout wording',
    (input) => {
      const result = newsletterSignupSchema.safeParse(input);
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['email', CONTACT_MESSAGES.email],
      ]);
    },
  );
});

describe('looksLikeEmail', () => {
  it('lets through what the server accepts and stops the obvious typos', () => {
    expect(looksLikeEmail(' fan@example.com ')).toBe(true);
    for (const typo of ['fan', 'fan@example', 'fan @example.com', ''])
      expect(looksLikeEmail(typo)).toBe(false);
  });
});

describe('newsletterCsvFilename', () => {
  it('is dated by the UTC day', () => {
    expect(newsletterCsvFilename(new Date('2026-11-22T23:30:00Z'))).toBe('newsletter-2026-11-22.csv');
  });
});
