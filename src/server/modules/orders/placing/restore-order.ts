import { and, eq, notExists, sql } from 'drizzle-orm';
import type { AdminOrder } from '../../../../domain/orders/order';
import { orderAdjustments, orderLines, orders } from '../../../db/schema';
import { ConflictError } from '../../../http/errors';
import { recordActivity } from '../../../kernel/activity-record';
import { retakeCode } from '../../codes/redeem';
import type { OrderContext } from '../context';
import { orderActivity } from '../desk/order-activity';
import { actOnOrder, type StaffActionRequest } from '../desk/staff-action';
import { enqueueOrderEmails } from '../emails/order-mail';
import { readLines, recordEvent } from '../records';
import { OutOfStockError, takeStock } from './stock';

/**
 * Staff honour a payment that came after its order expired, instead of refunding it: the order is
 * paid again, its units are taken off the shelf again (refused, saying what is short, when they
 * have sold meanwhile), and the shopper gets the confirmation an online order gets once paid. Only
 * an order nothing was done to since: no refund, no units cancelled or taken back by staff.
 */
export function restoreOrder(context: OrderContext, request: StaffActionRequest): Promise<AdminOrder> {
  const { note, actor, number } = request;
  return actOnOrder(context, 'restore', request, ({ order, current, to }) =>
    context.db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({ status: to, reservedUntil: null, updatedAt: sql`now()` })
        .where(
          and(
            eq(orders.id, order.id),
            eq(orders.status, 'cancelled'),
            eq(orders.paymentConfirmed, true),
            eq(orders.refundedKobo, 0),
            notExists(tx.select().from(orderAdjustments).where(eq(orderAdjustments.orderId, order.id))),
          ),
        )
        .returning();
      if (!row) return false;
      const lines = await readLines(tx, order.id);
      const wanted = lines
        .map((line) => ({ ...line, quantity: line.quantity - line.returnedQuantity }))
        .filter((line) => line.quantity > 0);
      try {
        await takeStock(tx, wanted, order.id);
      } catch (error) {
        if (!(error instanceof OutOfStockError)) throw error;
        const short = error.shortages
          .map(
            ({ line, left }) =>
              `${line.name} (${line.color}, ${line.size}) needs ${line.quantity} and ${left} ${left === 1 ? 'is' : 'are'} left`,
          )
          .join('; ');
        throw new ConflictError(
          'out_of_stock',
          `This order cannot be restored: ${short}. Restock first, or refund the payment.`,
        );
      }
      await tx.update(orderLines).set({ cancelledQuantity: 0 }).where(eq(orderLines.orderId, order.id));
      await retakeCode(tx, order.id);
      await recordEvent(
        tx,
        order.id,
        'paid',
        note || 'Restored by staff: the late payment is honoured and the stock taken again.',
        actor,
      );
      await enqueueOrderEmails(context, tx, row, await readLines(tx, order.id));
      const was = { status: current.status, paymentConfirmed: true };
      await recordActivity(tx, actor, orderActivity('restore', number, was, { status: to }, note));
      return true;
    }),
  ).finally(() => context.catalog.stockMoved());
}
