import { eq } from 'drizzle-orm';
import type { ExtraPayment, OrderAdjustment } from '../../../../domain/orders/adjustments';
import type { PublicOrder } from '../../../../domain/orders/order';
import type { Db } from '../../../db/open';
import { orders } from '../../../db/schema';
import { THE_SHOP } from '../../../kernel/actor';
import type { EmailBrand, RenderedEmail } from '../../../kernel/email/brand';
import type { EmailOutbox } from '../../../kernel/outbox/outbox';
import type { ClaimedRow } from '../../../kernel/outbox/outbox-terms';
import { recordEvent } from '../records';
import { EMAIL_KINDS } from './email-kinds';

/** What an order email's row keeps, so the message is rendered when it is sent. */
type OrderEmailData = {
  order: PublicOrder;
  confirmationUrl: string;
  adminUrl: string;
  /** The cancellation or refund an email tells of; null for a whole order cancelled by the old action. */
  adjustment?: OrderAdjustment | null;
  /** The second payment of an order paid already that an email says goes back. */
  extraPayment?: ExtraPayment;
};

/**
 * The message a stored row stands for, rendered as it is sent; a row without an order is refused.
 * The emails and React Email are loaded with the first message, not with the server.
 */
export async function renderOrderEmail(
  row: { id: number; kind: string; data: unknown },
  brand: EmailBrand | undefined,
): Promise<RenderedEmail> {
  const data = row.data as Partial<OrderEmailData> | null;
  if (!data?.order || typeof data.order.number !== 'string' || !Array.isArray(data.order.lines)) {
    throw new Error(`Email ${row.id} has no order to render.`);
  }
  const order = data.order;
  const {
    renderNewOrderNotice,
    renderOrderConfirmation,
    renderOrderFulfilled,
    renderOrderLink,
    renderPaymentReceived,
  } = await import('./templates');
  const { renderOrderCancelled, renderRefundIssued } = await import('./adjustment-emails');
  const confirmationUrl = data.confirmationUrl ?? '';
  if (row.kind === 'order_confirmation') return renderOrderConfirmation({ order, confirmationUrl, brand });
  if (row.kind === 'new_order') return renderNewOrderNotice({ order, adminUrl: data.adminUrl ?? '', brand });
  if (row.kind === 'payment_received') return renderPaymentReceived({ order, confirmationUrl, brand });
  if (row.kind === 'order_fulfilled') return renderOrderFulfilled({ order, confirmationUrl, brand });
  if (row.kind === 'order_link') return renderOrderLink({ order, confirmationUrl, brand });
  const adjustment = data.adjustment ?? null;
  if (row.kind === 'order_cancelled')
    return renderOrderCancelled({ order, adjustment, confirmationUrl, brand });
  if (row.kind === 'refund_issued') return renderRefundIssued({ order, adjustment, confirmationUrl, brand });
  if (row.kind === 'extra_payment_refund' && data.extraPayment) {
    const { renderExtraPaymentRefund } = await import('./extra-payment-email');
    return renderExtraPaymentRefund({ order, extraPayment: data.extraPayment, confirmationUrl, brand });
  }
  throw new Error(`Unknown email kind "${row.kind}".`);
}

/** The order's confirmation went out: the order says so, and its history notes to whom. */
async function confirmationSent(tx: Db, row: ClaimedRow): Promise<void> {
  if (!row.orderId) return;
  await tx.update(orders).set({ emailSent: true }).where(eq(orders.id, row.orderId));
  await recordEvent(tx, row.orderId, 'email_sent', `Order confirmation sent to ${row.recipient}`, THE_SHOP);
}

/** Tells the outbox how to draw each of an order's emails, and what the confirmation's sending notes. */
export function registerOrderEmails(outbox: EmailOutbox): void {
  for (const kind of EMAIL_KINDS) {
    outbox.register(kind, {
      render: renderOrderEmail,
      ...(kind === 'order_confirmation' ? { onSent: confirmationSent } : {}),
    });
  }
}
