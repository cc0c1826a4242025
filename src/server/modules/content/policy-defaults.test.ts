import { describe, expect, it } from 'vitest';
import { POLICY_SLUGS } from '../../../domain/policies/policies';
import { defaultPolicy, type ShopFacts } from './policy-defaults';

const facts: ShopFacts = {
  artistName: 'Temi Vale',
  contactEmail: 'hello@temivale.ng',
  pickupAddress: '5 Admiralty Way, Lekki',
  pickupHours: 'Mon–Fri 10:00–17:00',
};

describe('the default policy texts', () => {
  it('point bookings and press nowhere that does not promise them a contact', () => {
    // About names a contact for bookings and press only when staff filled one in: the shop's FAQ
    // cannot promise one there.
    for (const slug of POLICY_SLUGS) {
      const { markdown } = defaultPolicy(slug, facts);
      expect(markdown).not.toMatch(/\bbookings\b|\bpress\b/i);
      expect(markdown).not.toContain('](/about)');
    }
  });

  it('give the FAQ’s contact for orders, returns and questions', () => {
    const { markdown } = defaultPolicy('faq', facts);
    expect(markdown).toContain(
      'For orders, returns and questions, write to [hello@temivale.ng](mailto:hello@temivale.ng).',
    );
    expect(markdown.trimEnd().endsWith('(mailto:hello@temivale.ng).')).toBe(true);
  });
});
