import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ORDER_LOOKUP_MESSAGES } from '../../../domain/orders/order';
import { describeEachEngine, testApp } from '../../testing/test-app';

/**
 * The look-up limit (five in fifteen minutes per address) counts look-ups that could match an
 * order: a form sent empty or malformed gets its field messages and leaves the shopper's tries
 * untouched, on the embedded database's in-memory count and on PostgreSQL's shared one alike.
 */
describeEachEngine('order look-up limit', (engine) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await testApp(engine);
  });
  afterAll(() => app.close());

  function lookUp(body: object, remoteAddress: string) {
    return app.inject({ method: 'POST', url: '/api/orders/lookup', remoteAddress, payload: body });
  }

  it('does not count a look-up refused for its input', async () => {
    const address = '203.0.113.10';
    const refused = [
      {},
      { number: '', email: '' },
      { number: 'SF-ABC2', email: 'funke@example.com' },
      { number: 'SF-ABC234', email: 'funke' },
      { number: 42, email: 'funke@example.com' },
      { number: '   ', email: '   ' },
    ];
    for (const body of refused) {
      const response = await lookUp(body, address);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }

    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await lookUp({ number: `SF-BBBBB${i + 2}`, email: 'guess@example.com' }, address);
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it('still stops the sixth real look-up, and answers a malformed one with its field messages', async () => {
    const address = '203.0.113.11';
    for (let i = 0; i < 5; i++) {
      const response = await lookUp({ number: `SF-CCCCC${i + 2}`, email: 'guess@example.com' }, address);
      expect(response.statusCode).toBe(202);
    }
    const limited = await lookUp({ number: 'SF-CCCCC9', email: 'guess@example.com' }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(ORDER_LOOKUP_MESSAGES.tooMany);

    const malformed = await lookUp({ number: '', email: '' }, address);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toEqual({
      number: ORDER_LOOKUP_MESSAGES.number,
      email: ORDER_LOOKUP_MESSAGES.email,
    });
  });
});
