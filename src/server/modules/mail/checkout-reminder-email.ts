import { DEFAULT_BRAND, type EmailBrand, escapeHtml, footerText, htmlLink, layoutHtml } from './email-parts';
import type { RenderedEmail } from './templates';

/** The outbox's kind for a checkout reminder. */
export const CHECKOUT_REMINDER_KIND = 'checkout_reminder';

/** What a reminder's outbox row keeps: the bag as named when it was due, and the shopper's two links. */
export type CheckoutReminderData = {
  lines: { name: string; color: string; size: string; quantity: number }[];
  restoreUrl: string;
  unsubscribeUrl: string;
};

function lineText(line: CheckoutReminderData['lines'][number]): string {
  const variant = [line.color, line.size].filter((part) => part.trim()).join(', ');
  return `${line.quantity} × ${line.name}${variant ? ` (${variant})` : ''}`;
}

/**
 * "You left something in your bag": the one reminder a shopper who ticked checkout's email box
 * gets when they did not finish, with a link that brings the bag back and a way to stop reminders.
 */
function renderCheckoutReminder(input: CheckoutReminderData & { brand?: EmailBrand }): RenderedEmail {
  const { lines, restoreUrl, unsubscribeUrl, brand = DEFAULT_BRAND } = input;
  const subject = `You left something in your bag at ${brand.name}`;
  const intro = 'You started a checkout and did not finish. Your bag is kept for you:';
  const stock = 'Stock is not held: what sells out before you come back is left out of your bag.';
  const why = 'You get this one reminder because you ticked the box at checkout.';
  const text = [
    'Hello,',
    '',
    intro,
    ...lines.map((line) => `- ${lineText(line)}`),
    '',
    'Pick up where you left off:',
    restoreUrl,
    '',
    stock,
    '',
    `${why} No more reminders: ${unsubscribeUrl}`,
    '',
    footerText(brand),
    '',
  ].join('\n');
  const html = layoutHtml(
    subject,
    [
      `<h1 style="font-size:20px;margin:0 0 16px">Your bag is waiting</h1>`,
      `<p style="margin:0 0 12px">Hello,</p>`,
      `<p style="margin:0 0 8px">${escapeHtml(intro)}</p>`,
      `<ul style="margin:0 0 12px;padding-left:20px">${lines.map((line) => `<li>${escapeHtml(lineText(line))}</li>`).join('')}</ul>`,
      `<p style="margin:24px 0">${htmlLink(restoreUrl, 'Back to my bag')}</p>`,
      `<p style="margin:0 0 12px">${escapeHtml(stock)}</p>`,
      `<p style="margin:24px 0 0;color:#666;font-size:13px">${escapeHtml(why)} ${htmlLink(unsubscribeUrl, 'No more reminders')}</p>`,
    ].join(''),
    brand,
  );
  return { subject, text, html };
}

/** A stored reminder rendered as it is sent, with its one-click unsubscribe (RFC 8058) for the mail's headers. */
export function renderCheckoutReminderRow(
  row: { id: number; data: unknown },
  brand: EmailBrand | undefined,
): RenderedEmail & { listUnsubscribe: string } {
  const data = row.data as Partial<CheckoutReminderData> | null;
  if (!data || !Array.isArray(data.lines) || !data.restoreUrl || !data.unsubscribeUrl)
    throw new Error(`Email ${row.id} has no bag to render.`);
  const { lines, restoreUrl, unsubscribeUrl } = data;
  return {
    ...renderCheckoutReminder({ lines, restoreUrl, unsubscribeUrl, ...(brand ? { brand } : {}) }),
    listUnsubscribe: unsubscribeUrl,
  };
}
