import { asc, inArray } from 'drizzle-orm';
import type { ShippingMethod } from '../../../../domain/checkout/checkout';
import { dueOnDeliveryKobo } from '../../../../domain/orders/due';
import { addressLine, recipientName } from '../../../../domain/orders/order';
import { type PackingSlip, slipLines } from '../../../../domain/orders/packing-slip';
import type { OrderStatusName, PaymentMethod } from '../../../../domain/orders/status';
import { orderLines, orders } from '../../../db/schema';
import { NotFoundError } from '../../../http/errors';
import type { OrderContext } from '../context';

/**
 * The packing slips of these orders, in the order asked for, each with the shop's return address
 * and what was refunded; an unknown number is refused by name.
 */
export async function packingSlips(
  context: OrderContext,
  numbers: readonly string[],
): Promise<PackingSlip[]> {
  const { db } = context;
  const rows = await db
    .select()
    .from(orders)
    .where(inArray(orders.number, [...numbers]));
  const missing = numbers.filter((number) => !rows.some((row) => row.number === number));
  if (missing.length > 0) throw new NotFoundError(`There is no order ${missing.join(', ')}.`);
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderLines.position));
  const pickup = context.pickup();
  return numbers.flatMap((number) => {
    const row = rows.find((candidate) => candidate.number === number);
    if (!row) return [];
    const shippingMethod = row.shippingMethod as ShippingMethod;
    return [
      {
        number: row.number,
        createdAt: row.createdAt.toISOString(),
        recipientName: recipientName(row),
        phone: row.phone,
        shippingMethod,
        address: addressLine(row),
        pickup: shippingMethod === 'pickup' ? pickup : null,
        lines: slipLines(lines.filter((line) => line.orderId === row.id)),
        returnAddress: pickup.address,
        status: row.status as OrderStatusName,
        refundedKobo: row.refundedKobo,
        dueKobo: dueOnDeliveryKobo({
          ...row,
          paymentMethod: row.paymentMethod as PaymentMethod,
          status: row.status as OrderStatusName,
        }),
      },
    ];
  });
}
