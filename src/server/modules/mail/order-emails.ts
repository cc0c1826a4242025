import type { PublicOrder } from '../../../domain/orders/order';
import {
  type EmailBrand,
  type RenderedEmail,
  renderNewOrderNotice,
  renderOrderConfirmation,
  renderOrderFulfilled,
  renderOrderLink,
  renderPaymentReceived,
} from './templates';

/** The emails an order sends through the outbox: a row keeps the order, not the message. */
export const EMAIL_KINDS = [
  'order_confirmation',
  'new_order',
  'payment_received',
  'order_fulfilled',
  'order_link',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** What an order email's row keeps, so the message is rendered when it is sent. */
export type OrderEmailData = { order: PublicOrder; confirmationUrl: string; adminUrl: string };

/** The message a stored row stands for, rendered as it is sent; a row without an order is refused. */
export function renderOrderEmail(
  row: { id: number; kind: string; data: unknown },
  brand: EmailBrand | undefined,
): RenderedEmail {
  const data = row.data as Partial<OrderEmailData> | null;
  if (!data?.order || typeof data.order.number !== 'string' || !Array.isArray(data.order.lines)) {
    throw new Error(`Email ${row.id} has no order to render.`);
  }
  const order = data.order;
  const confirmationUrl = data.confirmationUrl ?? '';
  if (row.kind === 'order_confirmation') return renderOrderConfirmation({ order, confirmationUrl, brand });
  if (row.kind === 'new_order') return renderNewOrderNotice({ order, adminUrl: data.adminUrl ?? '', brand });
  if (row.kind === 'payment_received') return renderPaymentReceived({ order, confirmationUrl, brand });
  if (row.kind === 'order_fulfilled') return renderOrderFulfilled({ order, confirmationUrl, brand });
  if (row.kind === 'order_link') return renderOrderLink({ order, confirmationUrl, brand });
  throw new Error(`Unknown email kind "${row.kind}".`);
}
