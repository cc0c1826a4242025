import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminOrderListQuerySchema,
  orderActionSchema,
  orderNumberSchema,
} from '../../../domain/orders/contract';
import { validate } from '../../http/validate';
import { adjustmentRoutes } from './admin-adjustment-routes';
import { orderDeskRoutes } from './admin-desk-routes';
import { dashboardFigures } from './dashboard';

const params = z.object({ number: orderNumberSchema });

/** /api/admin/orders and the dashboard's figures. */
export async function adminOrderRoutes(app: FastifyInstance, { timeZone }: { timeZone: string }) {
  await orderDeskRoutes(app, { timeZone });
  app.get('/orders', async (request) =>
    app.orders.adminList(validate(adminOrderListQuerySchema, request.query)),
  );

  app.get('/orders/:number', async (request) => {
    const { number } = validate(params, request.params);
    return app.orders.adminOrder(number);
  });

  app.post('/orders/:number/actions', async (request) => {
    const { number } = validate(params, request.params);
    const { action, note, ...fields } = validate(orderActionSchema, request.body);
    const staffEmail = request.staff?.email ?? null;
    const order = await app.orders.act(
      number,
      action,
      note,
      { staffEmail, staffId: request.staff?.id ?? null },
      fields,
    );
    request.log.info({ order: number, action, staffId: request.staff?.id }, 'order changed by staff');
    return order;
  });

  await app.register(adjustmentRoutes);

  app.get('/dashboard', async () => dashboardFigures(app.database.db, timeZone));
}
