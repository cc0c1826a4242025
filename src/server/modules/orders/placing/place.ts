import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { variantFieldName } from '../../../../domain/catalog/catalog';
import { DELIVERY_MESSAGES, offersPickup } from '../../../../domain/checkout/checkout';
import type { Discounted } from '../../../../domain/codes/discount';
import type { PlaceOrderRequest } from '../../../../domain/orders/contract';
import {
  isOnlinePayment,
  ORDER_MESSAGES,
  PAYMENT_METHOD_LABELS,
  type PlacedOrder,
} from '../../../../domain/orders/order';
import { orderTotal } from '../../../../domain/orders/order-total';
import { vatBasisPoints } from '../../../../domain/orders/vat';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../../db/pg-error';
import { orderLines, orders, paymentAttempts } from '../../../db/schema';
import { BadRequestError, ConflictError } from '../../../http/errors';
import { THE_SHOP } from '../../../kernel/actor';
import { type PricedLine, priceLines } from '../../catalog/line-prices';
import { type CodeRow, discountFor, itemsDiscountKobo, opensEarly, usableCode } from '../../codes/apply';
import { redeemCode } from '../../codes/redeem';
import type { VariantRef } from '../../stock/ledger';
import type { OrderContext } from '../context';
import { confirmationPath, enqueueOrderEmails } from '../emails/order-mail';
import { newPickupCode } from '../fulfilment/pickup-code';
import { giveUpUnpaidOrder } from '../paying/pay-again';
import { paymentOptions } from '../paying/payment-options';
import { openPayment } from '../paying/payment-start';
import { recordEvent } from '../records';
import { type OrderLineRow, type OrderRow, toPublicOrder, viewSettings } from '../views';
import { closeOrder } from './closing';
import { newAccessKey, newOrderNumber, newPaymentReference } from './order-number';
import { deliveryFee } from './pricing';
import { OutOfStockError, type StockLine, takeStock } from './stock';

/** Runs a write in its turn (the embedded database's line, write-turns.ts), or at once. */
type InTurn = <T>(write: () => Promise<T>) => Promise<T>;
const atOnce: InTurn = (write) => write();

/**
 * Places an order. Prices come from the database and the delivery fee from the delivery service,
 * never from the client. Stock is taken, and the order, its lines, history and emails written, in
 * one transaction: a short line leaves nothing behind. Only that transaction waits for `inTurn`:
 * the delivery quote before it and the payment provider's call after it are calls to the outside
 * world, and an order waiting on a slow provider never holds the orders behind it. `onStockOut`
 * hears of each variant the sale left with none, once the order is written.
 */
export async function placeOrder(
  context: OrderContext,
  request: PlaceOrderRequest,
  onStockOut: (variant: VariantRef) => void,
  inTurn: InTurn = atOnce,
): Promise<PlacedOrder> {
  const method = request.paymentMethod;
  if (!paymentOptions(context).some((option) => option.method === method))
    throw new BadRequestError(ORDER_MESSAGES.methodUnavailable, {
      paymentMethod: ORDER_MESSAGES.methodUnavailable,
    });
  if (request.shippingMethod === 'pickup' && !offersPickup(context.pickup()))
    throw new BadRequestError(DELIVERY_MESSAGES.pickupOff, { shippingMethod: DELIVERY_MESSAGES.pickupOff });

  const code = request.code ? await usableCode(context.db, request.code) : null;
  const lines = await priceLines(context.db, request.lines, opensEarly(code));
  const { feeKobo, provider } = await deliveryFee(context, request);
  const coded = code ? { code, discount: await discountFor(context.db, code, lines, feeKobo) } : null;
  const accessKey = newAccessKey();
  const { row, soldOut } = await inTurn(async () => {
    // The same shopper starting again: their unpaid order gives its stock back first, so the
    // units they held are theirs to take again.
    if (request.replaces) await giveUpUnpaidOrder(context, request.replaces);
    return writeOrder(context, request, { lines, feeKobo, provider, accessKey, coded });
  });
  context.catalog.stockMoved();
  context.mail?.kick();
  for (const line of soldOut) onStockOut(line);

  const path = confirmationPath(row.number, accessKey);
  let paymentUrl: string | null = null;
  if (isOnlinePayment(method)) paymentUrl = await startOnlinePayment(context, row, path);
  return {
    order: toPublicOrder(row, asLineRows(row.id, lines, coded), viewSettings(context)),
    confirmationPath: path,
    paymentUrl,
  };
}

/** A code the order is placed with, and what it takes off (worked out before the transaction). */
type Coded = { code: CodeRow; discount: Discounted } | null;

type Priced = {
  lines: PricedLine[];
  feeKobo: number;
  provider: OrderRow['deliveryProvider'];
  accessKey: string;
  coded: Coded;
};

/** The order's one transaction: stock taken, the order, its lines, its history and its emails. */
async function writeOrder(
  context: OrderContext,
  request: PlaceOrderRequest,
  { lines, feeKobo, provider, accessKey, coded }: Priced,
): Promise<{ row: OrderRow; soldOut: StockLine[] }> {
  const method = request.paymentMethod;
  const online = isOnlinePayment(method);
  const subtotalKobo = lines.reduce((sum, line) => sum + line.unitPriceKobo * line.quantity, 0);
  const discountKobo = coded ? itemsDiscountKobo(coded.discount) : 0;
  const deliveryDiscountKobo = coded?.discount.deliveryDiscountKobo ?? 0;
  let soldOut: StockLine[] = [];
  for (let attempt = 0; ; attempt += 1) {
    const number = newOrderNumber();
    try {
      const row = await context.db.transaction(async (tx) => {
        const id = randomUUID();
        soldOut = await takeStock(tx, lines, id);
        const [order] = await tx
          .insert(orders)
          .values({
            id,
            number,
            accessKey,
            status: 'awaiting_payment',
            paymentMethod: method,
            paymentReference: online ? newPaymentReference(number) : null,
            reservedUntil: online
              ? sql`now() + make_interval(mins => ${context.payments.reservationMinutes})`
              : null,
            email: request.contact.email.trim(),
            phone: request.contact.phone.trim(),
            firstName: request.contact.firstName.trim(),
            lastName: request.contact.lastName.trim(),
            address: request.contact.address.trim(),
            apartment: request.contact.apartment.trim(),
            city: request.contact.city.trim(),
            state: request.contact.state.trim(),
            country: request.contact.country.trim(),
            postalCode: request.contact.postalCode.trim(),
            shippingMethod: request.shippingMethod,
            pickupCode: request.shippingMethod === 'pickup' ? newPickupCode() : null,
            vatBasisPoints: vatBasisPoints(context.vatRate),
            deliveryProvider: provider,
            subtotalKobo,
            deliveryFeeKobo: feeKobo,
            discountCode: coded?.code.code ?? null,
            discountKobo,
            deliveryDiscountKobo,
            totalKobo: orderTotal({
              subtotalKobo,
              discountKobo,
              deliveryFeeKobo: feeKobo,
              deliveryDiscountKobo,
            }),
          })
          .returning();
        if (!order) throw new Error('The order was not written.');
        const lineRows = asLineRows(order.id, lines, coded);
        await tx.insert(orderLines).values(lineRows);
        if (coded) {
          const codeId = coded.code.id;
          const used = discountKobo + deliveryDiscountKobo;
          await redeemCode(tx, { codeId, orderId: order.id, email: order.email, discountKobo: used });
        }
        if (order.paymentReference)
          await tx.insert(paymentAttempts).values({ reference: order.paymentReference, orderId: order.id });
        await recordEvent(tx, order.id, 'placed', `${PAYMENT_METHOD_LABELS[method]}`, THE_SHOP);
        // An online order is confirmed by email once it is paid; a manual one now, with how to pay.
        if (!online) await enqueueOrderEmails(context, tx, order, lineRows);
        return order;
      });
      return { row, soldOut };
    } catch (error) {
      if (error instanceof OutOfStockError) {
        const message = error.shortages.map((shortage) => shortage.message).join(' ');
        const fields = Object.fromEntries(
          error.shortages.map(({ line, message: text }) => [variantFieldName(line), text]),
        );
        throw new ConflictError('out_of_stock', message, fields);
      }
      // A clash of random order numbers: draw another.
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION && attempt < 3) continue;
      throw error;
    }
  }
}

/** The priced lines as the order holds them, in the bag's order, each with its share of the discount. */
function asLineRows(orderId: string, lines: readonly PricedLine[], coded: Coded): OrderLineRow[] {
  return lines.map((line, position) => ({
    ...line,
    discountKobo: coded?.discount.lineDiscountsKobo[position] ?? 0,
    orderId,
    position,
    cancelledQuantity: 0,
    returnedQuantity: 0,
  }));
}

/**
 * Opens the order's payment at the provider and answers where to send the shopper. When the
 * provider cannot start it, the order just placed is cancelled and its stock returned.
 */
async function startOnlinePayment(context: OrderContext, order: OrderRow, path: string): Promise<string> {
  if (!order.paymentReference) throw new Error('No online payment reference.');
  try {
    return await openPayment(context, order, order.paymentReference, path);
  } catch (error) {
    await closeOrder(
      context,
      order.id,
      'cancelled',
      'payment_failed',
      'The online payment could not be started.',
      THE_SHOP,
    );
    throw error;
  }
}
