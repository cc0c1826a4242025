import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { orderNumberSchema } from '../../../../domain/orders/contract';
import { adminOrderSchema } from '../../../../domain/orders/order-view-contract';
import { routeSchema } from '../../../http/response-schema';
import { validate } from '../../../http/validate';

/** A payment's reference at the provider, as the shop makes them (`SF-…`) or the provider echoes them. */
const params = z.object({
  number: orderNumberSchema,
  reference: z.string().regex(/^[A-Za-z0-9.=-]{1,100}$/, 'Not a payment reference.'),
});

const schemas = {
  refund: routeSchema('Ask Paystack again to refund a second payment of the order, after it refused', {
    200: adminOrderSchema,
  }),
  check: routeSchema(
    'Ask Paystack how the refund of a second payment stands, and settle it as Paystack says',
    {
      200: adminOrderSchema,
    },
  ),
};

/**
 * A second payment of an order paid already is refunded on its own (decision 0066); staff act on it
 * only when Paystack refused (POST …/extra-payments/:reference/refund) or did not answer
 * (POST …/extra-payments/:reference/check). Registered inside the admin routes.
 */
export async function extraPaymentRoutes(app: FastifyInstance) {
  app.post(
    '/orders/:number/extra-payments/:reference/refund',
    { config: { permission: 'orders.refund', reauth: true }, schema: schemas.refund },
    async (request) => {
      const { number, reference } = validate(params, request.params);
      const order = await app.orders.refundExtraPaymentAgain(number, reference, {
        staffEmail: request.staff?.email ?? null,
        staffId: request.staff?.id ?? null,
      });
      request.log.info(
        { order: number, reference, staffId: request.staff?.id },
        'second payment refunded again',
      );
      return order;
    },
  );

  app.post(
    '/orders/:number/extra-payments/:reference/check',
    { config: { permission: 'orders.refund' }, schema: schemas.check },
    async (request) => {
      const { number, reference } = validate(params, request.params);
      return app.orders.checkExtraRefund(number, reference, {
        staffEmail: request.staff?.email ?? null,
        staffId: request.staff?.id ?? null,
      });
    },
  );
}
