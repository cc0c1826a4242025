import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminOrderListQuerySchema,
  dashboardFiguresSchema,
  orderActionSchema,
  orderNumberSchema,
} from '../../../../domain/orders/contract';
import { adminOrderListSchema, adminOrderSchema } from '../../../../domain/orders/order-view-contract';
import { routeSchema } from '../../../http/response-schema';
import { validate } from '../../../http/validate';
import { adjustmentRoutes } from '../refunds/admin-adjustment-routes';
import { orderDeskRoutes } from './admin-desk-routes';
import { extraPaymentRoutes } from './admin-extra-payment-routes';
import { dashboardFigures } from './dashboard';

const params = z.object({ number: orderNumberSchema });

const schemas = {
  list: routeSchema('A page of orders, newest first, by status and by part of a number or email', {
    200: adminOrderListSchema,
  }),
  order: routeSchema('One order, with its history and what can be done to it next', {
    200: adminOrderSchema,
  }),
  act: routeSchema('Mark an order paid, fulfilled (sent or ready) or collected, or cancel it', {
    200: adminOrderSchema,
  }),
  dashboard: routeSchema('The dashboard’s figures: orders and revenue, what waits, low stock', {
    200: dashboardFiguresSchema,
  }),
};

/** /api/admin/orders and the dashboard's figures. */
export async function adminOrderRoutes(app: FastifyInstance, { timeZone }: { timeZone: string }) {
  await orderDeskRoutes(app, { timeZone });
  app.get('/orders', { config: { permission: 'orders.read' }, schema: schemas.list }, async (request) =>
    app.orders.adminList(validate(adminOrderListQuerySchema, request.query)),
  );

  app.get(
    '/orders/:number',
    { config: { permission: 'orders.read' }, schema: schemas.order },
    async (request) => {
      const { number } = validate(params, request.params);
      return app.orders.adminOrder(number);
    },
  );

  app.post(
    '/orders/:number/actions',
    { config: { permission: 'orders.fulfil' }, schema: schemas.act },
    async (request) => {
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
    },
  );

  await app.register(adjustmentRoutes);
  await app.register(extraPaymentRoutes);

  app.get('/dashboard', { config: { permission: 'orders.read' }, schema: schemas.dashboard }, async () =>
    dashboardFigures(app.database.db, timeZone),
  );
}
