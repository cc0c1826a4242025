import type { FastifyInstance } from 'fastify';
import { adminOrderListQuerySchema } from '../../../../domain/orders/contract';
import { packingSlipQuerySchema } from '../../../../domain/orders/fulfilment-contract';
import { packingSlipListSchema } from '../../../../domain/orders/order-view-contract';
import { routeSchema } from '../../../http/response-schema';
import { validate } from '../../../http/validate';
import { ordersCsv } from './export';

const slips = routeSchema('What to pack for these orders, and where each goes, in the order asked', {
  200: packingSlipListSchema,
});

/** The order desk's staff routes: packing slips and the orders export. Registered inside the staff-only admin routes. */
export async function orderDeskRoutes(app: FastifyInstance, { timeZone }: { timeZone: string }) {
  app.get('/packing-slips', { config: { permission: 'orders.read' }, schema: slips }, async (request) => {
    const { orders } = validate(packingSlipQuerySchema, request.query);
    return app.orders.packingSlips(orders);
  });

  app.get(
    '/orders/export.csv',
    { config: { permission: 'export.personal', reauth: true } },
    async (request, reply) => {
      const { status, stage, q } = validate(adminOrderListQuerySchema, request.query);
      const day = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
      const csv = ordersCsv(app.database.db, { status, stage, q }, timeZone);
      csv.on('error', (error) => request.log.error({ err: error }, 'the orders export failed part way'));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${stage ?? status ?? 'all'}-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
