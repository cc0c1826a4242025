import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adjustmentRequestSchema } from '../../../domain/orders/adjustment-contract';
import { orderNumberSchema } from '../../../domain/orders/contract';
import { validate } from '../../http/validate';

const params = z.object({ number: orderNumberSchema });

/**
 * POST /api/admin/orders/:number/adjustments: cancel units, take units back, refund. Registered
 * inside the admin routes, so the staff session is checked before the body is read.
 */
export async function adjustmentRoutes(app: FastifyInstance) {
  app.post('/orders/:number/adjustments', async (request) => {
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
  });
}
