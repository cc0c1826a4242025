import { variantName } from '../../../domain/stock/stock-ledger';
import { DEFAULT_BRAND, type EmailBrand, escapeHtml, footerText, htmlLink, layoutHtml } from './email-parts';
import type { RenderedEmail } from './templates';

/** What a notify-me email's outbox row keeps: the product as it was named when the entry fired. */
export type WaitlistEmailData = {
  kind: 'drop' | 'restock';
  productName: string;
  color: string;
  size: string;
  productUrl: string;
};

/**
 * The one email a notify-me entry asked for: the drop is on sale, or the sold-out colour and size
 * is back. It says that it is the only one, so a fan who did not join the newsletter hears nothing more.
 */
export function renderWaitlistEmail(
  data: WaitlistEmailData,
  brand: EmailBrand = DEFAULT_BRAND,
): RenderedEmail {
  const what =
    data.kind === 'drop' ? data.productName : `${data.productName} (${variantName(data.color, data.size)})`;
  const subject = data.kind === 'drop' ? `${data.productName} is on sale now` : `Back in stock: ${what}`;
  const news =
    data.kind === 'drop'
      ? `${data.productName} is on sale now at ${brand.name}'s shop.`
      : `${what} is back in stock at ${brand.name}'s shop.`;
  const hurry = 'Stock is limited and goes to whoever orders first.';
  const only = 'You asked to be told once: this is the only email this sign-up sends.';

  const text = [
    'Hello,',
    '',
    news,
    hurry,
    '',
    'Shop it here:',
    data.productUrl,
    '',
    only,
    '',
    footerText(brand),
    '',
  ].join('\n');
  const html = layoutHtml(
    subject,
    [
      `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(subject)}</h1>`,
      `<p style="margin:0 0 12px">Hello,</p>`,
      `<p style="margin:0 0 12px">${escapeHtml(news)} ${escapeHtml(hurry)}</p>`,
      `<p style="margin:24px 0">${htmlLink(data.productUrl, 'Shop it now')}</p>`,
      `<p style="margin:0;color:#666;font-size:13px">${escapeHtml(only)}</p>`,
    ].join(''),
    brand,
  );
  return { subject, text, html };
}
