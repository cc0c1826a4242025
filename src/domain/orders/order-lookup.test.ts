import { describe, expect, it } from 'vitest';
import { orderLookupSchema } from './contract';
import { ORDER_LOOKUP_MESSAGES, orderLookupProblems } from './order';

describe('orderLookupProblems', () => {
  it('names each field the server would refuse, with the server’s message', () => {
    expect(orderLookupProblems({ number: '', email: '' })).toEqual({
      number: ORDER_LOOKUP_MESSAGES.number,
      email: ORDER_LOOKUP_MESSAGES.email,
    });
    expect(orderLookupProblems({ number: 'SF-ABC2', email: 'funke@example.com' })).toEqual({
      number: ORDER_LOOKUP_MESSAGES.number,
    });
    expect(orderLookupProblems({ number: 'SF-ABC234', email: 'funke' })).toEqual({
      email: ORDER_LOOKUP_MESSAGES.email,
    });
    expect(orderLookupProblems({ number: 'SF-ABC234', email: `${'a'.repeat(250)}@example.com` })).toEqual({
      email: ORDER_LOOKUP_MESSAGES.email,
    });
  });

  it('takes a number as people type it, as the server does', () => {
    for (const number of ['SF-ABC234', 'sf-abc234', 'abc234', ' ABC234 ', 'sfabc234', 'SF ABC234']) {
      expect(orderLookupProblems({ number, email: ' Funke@Example.com ' })).toEqual({});
      expect(orderLookupSchema.parse({ number, email: 'funke@example.com' }).number).toBe('SF-ABC234');
    }
    // A number that itself starts with SF keeps it.
    expect(orderLookupSchema.parse({ number: 'sf12ab', email: 'funke@example.com' }).number).toBe(
      'SF-SF12AB',
    );
    expect(orderLookupProblems({ number: 'SF-ABC2', email: 'funke@example.com' }).number).toBeDefined();
  });
});
