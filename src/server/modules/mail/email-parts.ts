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

/** Units still on the line: neither cancelled nor sent back (an email stored before these counted none). */
function unitsOnOrder(line: OrderLine): number {
  return line.quantity - (line.cancelledQuantity ?? 0) - (line.returnedQuantity ?? 0);
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

/** "−₦15,000": money that went back, shown as taken off. */
function minusNaira(kobo: number): string {
  return `−${formatNaira(kobo)}`;
}

export function firstName(order: PublicOrder): string {
  return order.recipientName.trim().split(/\s+/)[0] ?? '';
}

/** Bank details or pay-on-delivery notes, while the shopper still has to pay; else empty. */
export function paymentInstructions(order: PublicOrder): string {
  const awaited = order.status === 'awaiting_payment' && !order.paymentConfirmed;
  return awaited ? order.paymentInstructions.trim() : '';
}

/**
 * An order's lines as an email lists them once units came off it: what is still on the order, then
 * what was cancelled or sent back (at their price, so the lines still add up to the subtotal).
 */
type EmailLine = { line: OrderLine; quantity: number; takenOff: '' | 'Cancelled' | 'Returned' };

function emailLines(order: PublicOrder): EmailLine[] {
  const kept = order.lines
    .map((line) => ({ line, quantity: unitsOnOrder(line), takenOff: '' as const }))
    .filter((entry) => entry.quantity > 0);
  const cancelled = order.lines
    .map((line) => ({ line, quantity: line.cancelledQuantity ?? 0, takenOff: 'Cancelled' as const }))
    .filter((entry) => entry.quantity > 0);
  const returned = order.lines
    .map((line) => ({ line, quantity: line.returnedQuantity ?? 0, takenOff: 'Returned' as const }))
    .filter((entry) => entry.quantity > 0);
  return [...kept, ...cancelled, ...returned];
}

/**
 * The totals as placed, then, once money went back, what was refunded and what the order comes to
 * net of it (the figure the shopper's payment ends at).
 */
function totalRows(order: PublicOrder): { label: string; value: string; strong: boolean }[] {
  const refunded = order.refundedKobo ?? 0;
  return [
    { label: 'Subtotal', value: formatNaira(order.subtotalKobo), strong: false },
    { label: 'Delivery', value: deliveryText(order), strong: false },
    { label: 'Total', value: formatNaira(order.totalKobo), strong: refunded === 0 },
    ...(refunded > 0
      ? [
          { label: 'Refunded', value: minusNaira(refunded), strong: false },
          { label: 'Net', value: formatNaira(order.totalKobo - refunded), strong: true },
        ]
      : []),
  ];
}

export function linesText(order: PublicOrder): string {
  const lines = emailLines(order).map(({ line, quantity, takenOff }) => {
    const variant = variantText(line);
    return `  ${takenOff ? `${takenOff}: ` : ''}${quantity} × ${line.name}${variant ? ` (${variant})` : ''} — ${formatNaira(line.unitPriceKobo * quantity)}`;
  });
  return [...lines, '', ...totalRows(order).map((row) => `${row.label}: ${row.value}`)].join('\n');
}

const cell = 'padding:8px 0;border-bottom:1px solid #e5e5e5;vertical-align:top';
const amountCell = `${cell};text-align:right;white-space:nowrap`;

export function linesHtml(order: PublicOrder): string {
  const rows = emailLines(order).map(({ line, quantity, takenOff }) => {
    const variant = variantText(line);
    const muted = takenOff ? ';color:#666' : '';
    return `<tr><td style="${cell}${muted}">${takenOff ? `${takenOff}: ` : ''}<strong>${escapeHtml(line.name)}</strong>${
      variant ? `<br><span style="color:#666">${escapeHtml(variant)}</span>` : ''
    }</td><td style="${cell};text-align:center${muted}">× ${quantity}</td><td style="${amountCell}${muted}">${escapeHtml(
      formatNaira(line.unitPriceKobo * quantity),
    )}</td></tr>`;
  });
  const totals = totalRows(order).map(({ label, value, strong }) => {
    const weight = strong ? ';font-weight:bold' : '';
    return `<tr><td colspan="2" style="padding:4px 0${weight}">${label}</td><td style="padding:4px 0;text-align:right;white-space:nowrap${weight}">${escapeHtml(value)}</td></tr>`;
  });
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:16px 0">${rows.join(
    '',
  )}${totals.join('')}</table>`;
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
