import {
  isOnlinePayment,
  ORDER_MESSAGES,
  type PaymentMethod,
  type PublicOrder,
} from '../../../../domain/orders/order';
import { ConflictError, NotFoundError } from '../../../http/errors';
import { THE_SHOP } from '../../../kernel/actor';
import type { OrderContext } from '../context';
import { checkPayments } from '../paying/payments';
import { publicOrder } from '../queries';
import { findOrder, sameKey } from '../records';
import { closeOrder } from './closing';

/**
 * A shopper who gave up at the payment provider and wants to change their bag: their unpaid online
 * order is cancelled and its stock goes back on sale, while the bag in their browser keeps its
 * lines. Only the order's key, which that browser holds, lets go of it; an order already let go of
 * (cancelled, or expired) holds nothing and answers as it stands.
 */
export async function releaseHold(context: OrderContext, number: string, key: string): Promise<PublicOrder> {
  const order = await findOrder(context.db, number);
  if (!order || !sameKey(order.accessKey, key)) throw new NotFoundError(ORDER_MESSAGES.notFound);
  if (order.status !== 'cancelled') {
    if (order.paymentConfirmed || order.status !== 'awaiting_payment')
      throw new ConflictError('already_paid', ORDER_MESSAGES.alreadyPaid);
    if (!isOnlinePayment(order.paymentMethod as PaymentMethod))
      throw new ConflictError('not_awaiting_payment', ORDER_MESSAGES.notAwaitingOnlinePayment);
    // A payment made after all (its webhook late or lost) pays the order instead of being cancelled
    // under it; asked outside any write, as the expiry sweep asks.
    await checkPayments(context, order.id);
    const released = await closeOrder(
      context,
      order.id,
      'cancelled',
      'cancelled',
      'The shopper released the items to change their bag.',
      THE_SHOP,
      ['awaiting_payment'],
    );
    const now = released ? null : await findOrder(context.db, number);
    if (now && now.status !== 'cancelled')
      throw new ConflictError('already_paid', ORDER_MESSAGES.alreadyPaid);
  }
  return publicOrder(context, number, key);
}
