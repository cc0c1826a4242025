import type { EmailBrand, RenderedEmail } from '../../kernel/email/brand';
import type { CheckoutReminderData } from './checkout-reminder-email';

/** The outbox's kind for a checkout reminder. */
export const CHECKOUT_REMINDER_KIND = 'checkout_reminder';

export type { CheckoutReminderData };

/**
 * A stored reminder rendered as it is sent, with its one-click unsubscribe (RFC 8058) for the
 * mail's headers. The email (and React Email) loads with the first one.
 */
export async function renderCheckoutReminderRow(
  row: { id: number; data: unknown },
  brand: EmailBrand | undefined,
): Promise<RenderedEmail & { listUnsubscribe: string }> {
  const data = row.data as Partial<CheckoutReminderData> | null;
  if (!data || !Array.isArray(data.lines) || !data.restoreUrl || !data.unsubscribeUrl)
    throw new Error(`Email ${row.id} has no bag to render.`);
  const { lines, restoreUrl, unsubscribeUrl } = data;
  const { renderCheckoutReminder } = await import('./checkout-reminder-email');
  return {
    ...(await renderCheckoutReminder({ lines, restoreUrl, unsubscribeUrl, ...(brand ? { brand } : {}) })),
    listUnsubscribe: unsubscribeUrl,
  };
}
