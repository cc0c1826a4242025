import type { OrderLine, PublicOrder } from '../../../domain/orders/order';
import { formatNaira } from '../../../domain/shared/money';
import { escapeHtml } from '../site/head-html';

/**
 * Pieces both order emails share, each as plain text and as HTML. Every value a shopper typed is
 * escaped on its way into HTML; mail clients run no scripts, but a stray `<` still breaks a layout.
 */

export { escapeHtml };

/** Escaped, with line breaks kept (bank details come as several lines). */
function htmlLines(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>');
}

/** Only web links become links; anything else is shown as text. */
export function htmlLink(url: string, label = url): string {
  if (!/^https?:\/\//i.test(url)) return escapeHtml(label);
  return `<a href="${escapeHtml(url)}" style="color:#b4232a">${escapeHtml(label)}</a>`;
}

function lineTotalKobo(line: OrderLine): number {
  return line.unitPriceKobo * line.quantity;
}

function variantText(line: OrderLine): string {
  return [line.color, line.size]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

function deliveryText(order: PublicOrder): string {
  return order.shippingMethod === 'pickup' ? 'Pickup — free' : formatNaira(order.deliveryFeeKobo);
}

export function firstName(order: PublicOrder): string {
  return order.recipientName.trim().split(/\s+/)[0] ?? '';
}

/** Bank details or pay-on-delivery notes, while the shopper still has to pay; else empty. */
export function paymentInstructions(order: PublicOrder): string {
  const awaited = order.status === 'awaiting_payment' && !order.paymentConfirmed;
  return awaited ? order.paymentInstructions.trim() : '';
}

export function linesText(order: PublicOrder): string {
  const lines = order.lines.map((line) => {
    const variant = variantText(line);
    return `  ${line.quantity} × ${line.name}${variant ? ` (${variant})` : ''} — ${formatNaira(lineTotalKobo(line))}`;
  });
  return [
    ...lines,
    '',
    `Subtotal: ${formatNaira(order.subtotalKobo)}`,
    `Delivery: ${deliveryText(order)}`,
    `Total: ${formatNaira(order.totalKobo)}`,
  ].join('\n');
}

const cell = 'padding:8px 0;border-bottom:1px solid #e5e5e5;vertical-align:top';
const amountCell = `${cell};text-align:right;white-space:nowrap`;

export function linesHtml(order: PublicOrder): string {
  const rows = order.lines.map((line) => {
    const variant = variantText(line);
    return `<tr><td style="${cell}"><strong>${escapeHtml(line.name)}</strong>${
      variant ? `<br><span style="color:#666">${escapeHtml(variant)}</span>` : ''
    }</td><td style="${cell};text-align:center">× ${line.quantity}</td><td style="${amountCell}">${escapeHtml(
      formatNaira(lineTotalKobo(line)),
    )}</td></tr>`;
  });
  const total = (label: string, value: string, strong = false) =>
    `<tr><td colspan="2" style="padding:4px 0${strong ? ';font-weight:bold' : ''}">${label}</td><td style="padding:4px 0;text-align:right;white-space:nowrap${
      strong ? ';font-weight:bold' : ''
    }">${escapeHtml(value)}</td></tr>`;
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:16px 0">${rows.join(
    '',
  )}${total('Subtotal', formatNaira(order.subtotalKobo))}${total('Delivery', deliveryText(order))}${total(
    'Total',
    formatNaira(order.totalKobo),
    true,
  )}</table>`;
}

/** A heading and a block of text, both escaped. */
export function sectionHtml(heading: string, body: string): string {
  return `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(heading)}</h2><p style="margin:0">${htmlLines(body)}</p>`;
}

/** Who the email is from: the artist's name, their logo (an absolute PNG URL) and whom to write to. */
export type EmailBrand = { name: string; logoUrl: string | null; contactEmail: string | null };

export const DEFAULT_BRAND: EmailBrand = { name: 'Stagefront Shop', logoUrl: null, contactEmail: null };

/** The plain-text footer: whom to write to with questions. */
export function footerText(brand: EmailBrand): string {
  return brand.contactEmail ? `Questions? Write to ${brand.contactEmail} — ${brand.name}` : `— ${brand.name}`;
}

function headerHtml(brand: EmailBrand): string {
  const mark = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.name)}" width="180" style="display:block;width:180px;max-width:60%;height:auto;border:0">`
    : `<span style="font-size:22px;font-weight:bold;letter-spacing:0.2em;text-transform:uppercase">${escapeHtml(brand.name)}</span>`;
  return `<tr><td style="padding:24px 24px 0">${mark}</td></tr>`;
}

function footerHtml(brand: EmailBrand): string {
  const contact = brand.contactEmail
    ? `Questions? Write to <a href="mailto:${escapeHtml(brand.contactEmail)}" style="color:#666">${escapeHtml(brand.contactEmail)}</a>.<br>`
    : '';
  return `<tr><td style="padding:16px 24px 24px;border-top:1px solid #e5e5e5;color:#666;font-size:13px">${contact}${escapeHtml(brand.name)}</td></tr>`;
}

/** The frame every email shares: the artist's logo or name, one centred column, inline styles only. */
export function layoutHtml(title: string, body: string, brand: EmailBrand = DEFAULT_BRAND): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(
    title,
  )}</title></head><body style="margin:0;padding:0;background:#f4f4f4"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f4"><tr><td align="center" style="padding:24px 12px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.5;color:#111">${headerHtml(
    brand,
  )}<tr><td style="padding:24px">${body}</td></tr>${footerHtml(brand)}</table></td></tr></table></body></html>`;
}

/** Where and when to collect a pickup order, as lines of text; empty for a delivery. */
export function pickupText(order: PublicOrder): string {
  return order.pickup ? `${order.pickup.address}\n${order.pickup.hours}` : '';
}
