import { ORDER_MESSAGES } from '../../../../domain/orders/order';
import { HttpError } from '../../../http/errors';
import { THE_SHOP } from '../../../kernel/actor';
import type { OrderContext } from '../context';
import { recordEvent } from '../records';
import type { OrderRow } from '../views';

/**
 * Opens a payment for the order at the provider under `reference`, and answers where to send the
 * shopper; the provider sends them back to the order's page (`path`). A provider that cannot start
 * it is a 502 the shopper can read.
 */
export async function openPayment(
  context: OrderContext,
  order: OrderRow,
  reference: string,
  path: string,
  /** What the shopper reads when the provider cannot start it. */
  failed: string = ORDER_MESSAGES.paymentStartFailed,
): Promise<string> {
  const { online, publicUrl, log } = context;
  if (!online) throw new Error('No online payment provider.');
  try {
    const { authorizationUrl } = await online.initialize({
      reference,
      email: order.email,
      amountKobo: order.totalKobo,
      callbackUrl: `${publicUrl}${path}`,
      metadata: { orderNumber: order.number },
    });
    await recordEvent(context.db, order.id, 'payment_started', `Reference ${reference}`, THE_SHOP);
    return authorizationUrl;
  } catch (error) {
    log.error({ err: error, order: order.number }, 'online payment could not start');
    throw new HttpError(502, 'payment_unavailable', failed);
  }
}
