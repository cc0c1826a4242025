import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { and, asc, desc, inArray, type SQL, sql } from 'drizzle-orm';
import type { AdminOrderListQuery } from '../../../../domain/orders/contract';
import {
  addressLine,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  recipientName,
} from '../../../../domain/orders/order';
import { ORDER_STAGE_LABELS } from '../../../../domain/orders/stage';
import { koboToNaira } from '../../../../domain/shared/money';
import { neutraliseFormula } from '../../../../domain/shared/spreadsheet';
import type { Db } from '../../../db/open';
import { orderLines, orders } from '../../../db/schema';
import { orderListWhere } from '../queries';
import { stageOf } from '../views';

/** Orders read per query while the file is written: the export never holds every order at once. */
export const EXPORT_BATCH = 200;

/** One row per order; its items in one cell. The headers are what a spreadsheet shows. */
const EXPORT_COLUMNS = [
  'Order',
  'Placed',
  'Stage',
  'Payment method',
  'Paid',
  'Customer',
  'Email',
  'Phone',
  'Delivery method',
  'Address',
  'Items',
  'Units',
  'Subtotal (NGN)',
  'Discount code',
  'Discount (NGN)',
  'Delivery fee (NGN)',
  'Total (NGN)',
  'Refunded (NGN)',
  'Courier',
  'Tracking',
  'Collected',
] as const;

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

function itemsText(lines: readonly LineRow[]): { items: string; units: number } {
  let units = 0;
  const items = lines.map((line) => {
    units += line.quantity - line.cancelledQuantity;
    const details = [
      line.color,
      line.size,
      line.cancelledQuantity ? `${line.cancelledQuantity} cancelled` : '',
    ]
      .filter(Boolean)
      .join(', ');
    return `${line.quantity} × ${line.name} (${details})`;
  });
  return { items: items.join('; '), units };
}

function exportRow(order: OrderRow, lines: readonly LineRow[], when: (date: Date) => string) {
  const { items, units } = itemsText(lines);
  return [
    order.number,
    when(order.createdAt),
    // The desk's own words: To pack, Ready for pickup, Shipped, Collected…
    ORDER_STAGE_LABELS[stageOf(order)],
    PAYMENT_METHOD_LABELS[order.paymentMethod as PaymentMethod] ?? order.paymentMethod,
    order.paymentConfirmed ? 'Yes' : 'No',
    recipientName(order),
    order.email,
    order.phone,
    order.shippingMethod === 'pickup' ? 'Pickup' : 'Delivery',
    addressLine(order),
    items,
    units,
    koboToNaira(order.subtotalKobo),
    order.discountCode ?? '',
    koboToNaira(order.discountKobo + order.deliveryDiscountKobo),
    koboToNaira(order.deliveryFeeKobo),
    koboToNaira(order.totalKobo),
    koboToNaira(order.refundedKobo),
    order.courier ?? '',
    order.tracking ?? '',
    order.collectedAt ? when(order.collectedAt) : '',
  ];
}

/** "2026-11-24 14:05" in the shop's time zone, which a spreadsheet reads as a date and time. */
function shopTime(timeZone: string): (date: Date) => string {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (date) => format.format(date).replace(', ', ' ');
}

/**
 * The orders the list shows for a filter (every page of it), newest first, as CSV: UTF-8 with a byte
 * order mark so spreadsheets read ₦ and names right. Written a batch at a time as the reader takes it.
 */
export function ordersCsv(
  db: Db,
  query: Pick<AdminOrderListQuery, 'status' | 'stage' | 'q'>,
  timeZone: string,
): Readable {
  const csv = stringify({
    bom: true,
    header: true,
    columns: [...EXPORT_COLUMNS],
    cast: { string: neutraliseFormula, number: (value) => String(value) },
  });
  const when = shopTime(timeZone);
  const write = async () => {
    const where = orderListWhere(query);
    let after: { createdAt: string; number: string } | null = null;
    for (;;) {
      // The next batch after the last row written, by (created_at, number) as the database keeps them.
      const cursor: SQL | undefined = after
        ? sql`(${orders.createdAt}, ${orders.number}) < (${after.createdAt}::timestamptz, ${after.number})`
        : undefined;
      const rows = await db
        .select({ order: orders, at: sql<string>`${orders.createdAt}::text` })
        .from(orders)
        .where(and(where, cursor))
        .orderBy(desc(orders.createdAt), desc(orders.number))
        .limit(EXPORT_BATCH);
      if (rows.length === 0) break;
      const lines = await db
        .select()
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            rows.map((row) => row.order.id),
          ),
        )
        .orderBy(asc(orderLines.orderId), asc(orderLines.position));
      for (const { order } of rows) {
        const own = lines.filter((line) => line.orderId === order.id);
        if (!csv.write(exportRow(order, own, when))) await once(csv, 'drain');
      }
      const last = rows.at(-1);
      if (!last || rows.length < EXPORT_BATCH) break;
      after = { createdAt: last.at, number: last.order.number };
    }
    csv.end();
  };
  write().catch((error: unknown) => csv.destroy(error instanceof Error ? error : new Error(String(error))));
  return csv;
}
