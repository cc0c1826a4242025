import type { PublicOrder } from '../../../../domain/orders/order';
import { vatLine, vatRateOf } from '../../../../domain/orders/vat';
import type { orders } from '../../../db/schema';

type OrderRow = typeof orders.$inferSelect;

/** What a shopper's view of an order says of its VAT (at the rate it was placed at) and of how it reaches them. */
export function fulfilmentView(
  row: OrderRow,
): Pick<PublicOrder, 'vat' | 'courier' | 'tracking' | 'pickupCode' | 'collectedAt'> {
  return {
    // The VAT in what was finally charged: a refund gives its share of the VAT back too.
    vat: vatLine(Math.max(0, row.totalKobo - row.refundedKobo), vatRateOf(row.vatBasisPoints)),
    courier: row.courier,
    tracking: row.tracking,
    pickupCode: row.pickupCode,
    collectedAt: row.collectedAt?.toISOString() ?? null,
  };
}
