import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adjustmentRequestSchema } from '../../../../domain/orders/adjustment-contract';
import { orderNumberSchema } from '../../../../domain/orders/contract';
import { adjustmentResultSchema } from '../../../../domain/orders/order-view-contract';
import { routeSchema } from '../../../http/response-schema';
import { validate } from '../../../http/validate';

const params = z.object({ number: orderNumberSchema });
const adjustmentParams = z.object({ number: orderNumberSchema, id: z.uuid() });

const schemas = {
  adjust: routeSchema('Cancel units, take units back, or refund: the adjustment and the order after', {
    200: adjustmentResultSchema,
  }),
  check: routeSchema('Ask Paystack how a pending refund stands, and settle it as Paystack says', {
    200: adjustmentResultSchema,
  }),
};

/**
 * POST /api/admin/orders/:number/adjustments: cancel units, take units back, refund; and
 * POST …/adjustments/:id/check: ask Paystack how a pending refund stands. Registered inside the
 * admin routes, so the staff session is checked before the body is read.
 */
export async function adjustmentRoutes(app: FastifyInstance) {
  app.post(
    '/orders/:number/adjustments',
    { config: { permission: 'orders.refund', reauth: true }, schema: schemas.adjust },
    async (request) => {
      const { number } = validate(params, request.params);
      const body = validate(adjustmentRequestSchema, request.body);
      const result = await app.orders.adjust(number, body, {
        staffEmail: request.staff?.email ?? null,
        staffId: request.staff?.id ?? null,
      });
      request.log.info(
        {
          order: number,
          adjustment: result.adjustment.id,
          kind: result.adjustment.kind,
          staffId: request.staff?.id,
        },
        'order adjusted by staff',
      );
      return result;
    },
  );

  app.post(
    '/orders/:number/adjustments/:id/check',
    { config: { permission: 'orders.refund' }, schema: schemas.check },
    async (request) => {
      const { number, id } = validate(adjustmentParams, request.params);
      const result = await app.orders.checkRefund(number, id, {
        staffEmail: request.staff?.email ?? null,
        staffId: request.staff?.id ?? null,
      });
      request.log.info(
        { order: number, adjustment: id, status: result.adjustment.status, staffId: request.staff?.id },
        'refund checked with the provider by staff',
      );
      return result;
    },
  );
}
