import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  type OrderLookup,
  orderAccessSchema,
  orderLookupSchema,
  orderLookupSentSchema,
  orderNumberSchema,
  payAgainSchema,
  paymentOptionListSchema,
  placeOrderRequestSchema,
} from '../../../domain/orders/contract';
import { ORDER_LOOKUP_MESSAGES } from '../../../domain/orders/order';
import {
  payAgainResultSchema,
  placedOrderSchema,
  publicOrderSchema,
} from '../../../domain/orders/order-view-contract';
import { TooManyRequestsError } from '../../http/errors';
import { limitClients } from '../../http/rate-limit';
import { routeSchema } from '../../http/response-schema';
import { validate } from '../../http/validate';

const params = z.object({ number: orderNumberSchema });
/** Enough for a family ordering from one flat's connection; a flood waits a minute. */
const PLACE_ORDER_LIMIT = { max: 30, timeWindow: '1 minute' };
/**
 * A shopper who lost the link tries a few times; a script trying numbers is stopped. Counted after
 * the input is checked (preHandler runs after preValidation), so a form that could not be an order
 * gets its 400 and spends no try: only look-ups that could match an order are counted.
 */
const LOOKUP_LIMIT = {
  max: 5,
  timeWindow: '15 minutes',
  hook: 'preHandler' as const,
  errorResponseBuilder: () => new TooManyRequestsError(ORDER_LOOKUP_MESSAGES.tooMany),
};

const schemas = {
  paymentOptions: routeSchema('The ways to pay this shop offers, in the order checkout lists them', {
    200: paymentOptionListSchema,
  }),
  place: routeSchema('Place an order: stock is taken and the totals worked out on the server', {
    201: placedOrderSchema,
  }),
  lookup: routeSchema('Email the link to an order; the same answer whether or not it matched', {
    202: orderLookupSentSchema,
  }),
  order: routeSchema('An order as its shopper sees it, with the key from its link', {
    200: publicOrderSchema,
  }),
  release: routeSchema(
    'Cancel an unpaid online order to change the bag: its items go back on sale (the key from its link)',
    { 200: publicOrderSchema },
  ),
  payAgain: routeSchema('Pay an unpaid online order again (a fresh payment), or choose another way to pay', {
    200: payAgainResultSchema,
  }),
};

const placeOptions = { schema: schemas.place, config: { rateLimit: PLACE_ORDER_LIMIT } };

/** The shopper's side of orders: the ways to pay, placing an order, and the confirmation page's data. */
export async function orderRoutes(app: FastifyInstance) {
  await limitClients(
    app,
    () =>
      new TooManyRequestsError('Too many orders from this connection. Please wait a minute and try again.'),
    { noStore: true },
  );

  app.get('/api/payment-options', { schema: schemas.paymentOptions }, async () =>
    app.orders.paymentOptions(),
  );

  app.post('/api/orders', placeOptions, async (request, reply) => {
    const input = validate(placeOrderRequestSchema, request.body);
    const placed = await app.orders.place(input);
    request.log.info({ order: placed.order.number, method: input.paymentMethod }, 'order placed');
    // Only once the order stands: a refused order signs no one up.
    if (input.joinList) await app.newsletter.joinFromCheckout(input.contact.email);
    return reply.status(201).send(placed);
  });

  // The same answer, after the same work, whether or not the number and email matched an order:
  // nothing is left running after it to slow the next request (see sendOrderLink).
  app.post<{ Body: OrderLookup }>(
    '/api/orders/lookup',
    {
      schema: schemas.lookup,
      config: { rateLimit: LOOKUP_LIMIT },
      preValidation: async (request) => {
        request.body = validate(orderLookupSchema, request.body);
      },
    },
    async (request, reply) => {
      const { number, email } = request.body;
      await app.orders.sendOrderLink(number, email);
      return reply.status(202).send({ message: ORDER_LOOKUP_MESSAGES.sent });
    },
  );

  app.get('/api/orders/:number', { schema: schemas.order }, async (request) => {
    const { number } = validate(params, request.params);
    const { key } = validate(orderAccessSchema, request.query);
    return app.orders.publicOrder(number, key);
  });

  // Counted with the orders placed: each try may open a payment at the provider.
  app.post(
    '/api/orders/:number/payment',
    { schema: schemas.payAgain, config: placeOptions.config },
    async (request) => {
      const { number } = validate(params, request.params);
      const { key, paymentMethod } = validate(payAgainSchema, request.body);
      return app.orders.payAgain(number, key, paymentMethod);
    },
  );

  // Counted with the orders placed too: a key is tried here as on the order's page.
  app.post(
    '/api/orders/:number/release',
    { schema: schemas.release, config: placeOptions.config },
    async (request) => {
      const { number } = validate(params, request.params);
      const { key } = validate(orderAccessSchema, request.body);
      return app.orders.releaseHold(number, key);
    },
  );
}
