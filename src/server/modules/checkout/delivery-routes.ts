import type { FastifyInstance } from 'fastify';
import { DELIVERY_MESSAGES } from '../../../domain/checkout/checkout';
import {
  deliveryLocationListSchema,
  deliveryQuoteRequestSchema,
  deliveryQuoteSchema,
} from '../../../domain/checkout/contract';
import { routeSchema } from '../../http/response-schema';
import { validate } from '../../http/validate';
import { deliveryHttpError } from '../../providers/delivery/http-errors';

const schemas = {
  locations: routeSchema('The states delivery covers, each with its local areas', {
    200: deliveryLocationListSchema,
  }),
  quote: routeSchema('The delivery fee to an address, and who priced it', { 200: deliveryQuoteSchema }),
};

export async function deliveryRoutes(app: FastifyInstance) {
  app.get('/api/delivery/locations', { schema: schemas.locations }, async (request, reply) => {
    try {
      const locations = await app.delivery.locations();
      return reply.header('cache-control', 'public, max-age=3600').send(locations);
    } catch (error) {
      throw deliveryHttpError(error, request.log, DELIVERY_MESSAGES.locationsUnavailable);
    }
  });

  app.post('/api/delivery/quote', { schema: schemas.quote }, async (request, reply) => {
    const drop = validate(deliveryQuoteRequestSchema, request.body);
    reply.header('cache-control', 'no-store');
    try {
      return await app.delivery.quote(drop);
    } catch (error) {
      throw deliveryHttpError(error, request.log, DELIVERY_MESSAGES.unavailable);
    }
  });
}
