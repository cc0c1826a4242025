import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS, type PublicOrder } from '../../../domain/orders/order';
import { formatNaira } from '../../../domain/shared/money';
import {
  DEFAULT_BRAND,
  type EmailBrand,
  escapeHtml,
  firstName,
  footerText,
  htmlLink,
  layoutHtml,
  linesHtml,
  linesText,
  paymentInstructions,
  pickupText,
  sectionHtml,
} from './email-parts';
import {
  pickupCodeHtml,
  pickupCodeLine,
  trackingHtml,
  trackingText,
  vatHtml,
  vatText,
} from './fulfilment-parts';

export type { EmailBrand };

/** A line of text with a blank line before it (or after it), or nothing when it is empty. */
function withBlank(text: string, after = false): string[] {
  if (!text) return [];
  return after ? [text, ''] : ['', text];
}

export type RenderedEmail = { subject: string; text: string; html: string };

/** "Hi Ada," by first name, or "Hello," when there is none. */
function greetingFor(order: PublicOrder): string {
  const name = firstName(order);
  return name ? `Hi ${name},` : 'Hello,';
}

function paymentSentence(order: PublicOrder): string {
  if (order.paymentConfirmed || order.status === 'paid' || order.status === 'fulfilled') {
    return 'Your payment is confirmed and we are getting your order ready.';
  }
  if (order.paymentMethod === 'pay_on_delivery') return 'You pay when it arrives.';
  return 'We will get it ready as soon as your payment is confirmed.';
}

function addressHeading(order: PublicOrder): string {
  return order.shippingMethod === 'pickup' ? 'Your details (pickup from the shop)' : 'Delivery address';
}

function addressBlock(order: PublicOrder): string {
  return [order.recipientName, order.address, order.phone].filter((part) => part.trim()).join('\n');
}

/** The shopper's receipt: what they bought, what it costs, how to pay, and the link back to the order. */
export function renderOrderConfirmation(input: {
  order: PublicOrder;
  confirmationUrl: string;
  brand?: EmailBrand;
}): RenderedEmail {
  const { order, confirmationUrl, brand = DEFAULT_BRAND } = input;
  const pickup = pickupText(order);
  const greeting = greetingFor(order);
  const intro = `Thank you for your order ${order.number}. ${paymentSentence(order)}`;
  const payment = PAYMENT_METHOD_LABELS[order.paymentMethod];
  const howToPay = paymentInstructions(order);

  const text = [
    greeting,
    '',
    intro,
    '',
    `Order ${order.number}`,
    linesText(order),
    ...withBlank(vatText(order)),
    '',
    `Payment: ${payment}`,
    ...(howToPay ? ['', 'How to pay:', howToPay] : []),
    '',
    ...(pickup ? ['Collect it at:', pickup, ''] : []),
    ...withBlank(pickupCodeLine(order), true),
    `${addressHeading(order)}:`,
    addressBlock(order),
    '',
    'See your order at any time:',
    confirmationUrl,
    '',
    footerText(brand),
    '',
  ].join('\n');

  const html = layoutHtml(
    `Order ${order.number}`,
    [
      `<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>`,
      `<p style="margin:0 0 12px">${escapeHtml(intro)}</p>`,
      `<h1 style="font-size:20px;margin:24px 0 0">Order ${escapeHtml(order.number)}</h1>`,
      linesHtml(order),
      vatHtml(order),
      `<p style="margin:0">Payment: ${escapeHtml(payment)}</p>`,
      howToPay ? sectionHtml('How to pay', howToPay) : '',
      pickup ? sectionHtml('Collect it at', pickup) : '',
      pickupCodeHtml(order),
      sectionHtml(addressHeading(order), addressBlock(order)),
      `<p style="margin:24px 0 0">${htmlLink(confirmationUrl, 'See your order')}</p>`,
      `<p style="margin:8px 0 0;color:#666;font-size:13px">${escapeHtml(confirmationUrl)}</p>`,
    ].join(''),
    brand,
  );

  return { subject: `Your order ${order.number} is confirmed`, text, html };
}

/** The shop's notice of a new order, with what staff need to act on it. */
export function renderNewOrderNotice(input: {
  order: PublicOrder;
  adminUrl: string;
  brand?: EmailBrand;
}): RenderedEmail {
  const { order, adminUrl, brand = DEFAULT_BRAND } = input;
  const total = formatNaira(order.totalKobo);
  const payment = `${PAYMENT_METHOD_LABELS[order.paymentMethod]} — ${ORDER_STATUS_LABELS[order.status].toLowerCase()}`;
  const customer = [order.recipientName, order.email, order.phone].filter((part) => part.trim()).join('\n');
  const shipping =
    order.shippingMethod === 'pickup' ? 'Pickup from the shop' : `Delivery to ${order.address}`;

  const text = [
    `New order ${order.number} from ${order.recipientName}: ${total}.`,
    '',
    linesText(order),
    '',
    `Payment: ${payment}`,
    `Shipping: ${shipping}`,
    '',
    'Customer:',
    customer,
    '',
    'Open it in the admin area:',
    adminUrl,
    '',
  ].join('\n');

  const html = layoutHtml(
    `New order ${order.number}`,
    [
      `<h1 style="font-size:20px;margin:0">New order ${escapeHtml(order.number)}</h1>`,
      `<p style="margin:8px 0 0">From ${escapeHtml(order.recipientName)}: <strong>${escapeHtml(total)}</strong></p>`,
      linesHtml(order),
      `<p style="margin:0">Payment: ${escapeHtml(payment)}</p>`,
      `<p style="margin:0">Shipping: ${escapeHtml(shipping)}</p>`,
      sectionHtml('Customer', customer),
      `<p style="margin:24px 0 0">${htmlLink(adminUrl, 'Open the order')}</p>`,
    ].join(''),
    brand,
  );

  return { subject: `New order ${order.number} — ${total}`, text, html };
}

/**
 * A short note to the shopper when staff move the order on: the payment is in, or the order is on
 * its way (ready for pickup, for a pickup order). The lines and totals come again, for reference.
 */
function renderStatusEmail(input: {
  order: PublicOrder;
  confirmationUrl: string;
  brand: EmailBrand;
  subject: string;
  heading: string;
  sentence: string;
}): RenderedEmail {
  const { order, confirmationUrl, brand, subject, heading, sentence } = input;
  const greeting = greetingFor(order);
  const pickup = pickupText(order);
  const text = [
    greeting,
    '',
    sentence,
    '',
    `Order ${order.number}`,
    linesText(order),
    ...withBlank(vatText(order)),
    '',
    ...withBlank(trackingText(order), true),
    ...(pickup ? ['Collect it at:', pickup, ''] : []),
    ...withBlank(pickupCodeLine(order), true),
    'See your order at any time:',
    confirmationUrl,
    '',
    footerText(brand),
    '',
  ].join('\n');
  const html = layoutHtml(
    subject,
    [
      `<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>`,
      `<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(heading)}</h1>`,
      `<p style="margin:0 0 12px">${escapeHtml(sentence)}</p>`,
      linesHtml(order),
      vatHtml(order),
      trackingHtml(order),
      pickup ? sectionHtml('Collect it at', pickup) : '',
      pickupCodeHtml(order),
      `<p style="margin:24px 0 0">${htmlLink(confirmationUrl, 'See your order')}</p>`,
    ].join(''),
    brand,
  );
  return { subject, text, html };
}

/** Staff marked the order paid. */
export function renderPaymentReceived(input: {
  order: PublicOrder;
  confirmationUrl: string;
  brand?: EmailBrand;
}): RenderedEmail {
  const { order } = input;
  const next =
    order.shippingMethod === 'pickup'
      ? 'We will tell you when it is ready for pickup.'
      : 'We will tell you when it is on its way.';
  return renderStatusEmail({
    ...input,
    brand: input.brand ?? DEFAULT_BRAND,
    subject: `Payment received for order ${order.number}`,
    heading: 'Payment received',
    sentence: `We have received your payment of ${formatNaira(order.totalKobo)} for order ${order.number}. ${next}`,
  });
}

/** Staff marked the order fulfilled: shipped, or ready at the pickup point. */
export function renderOrderFulfilled(input: {
  order: PublicOrder;
  confirmationUrl: string;
  brand?: EmailBrand;
}): RenderedEmail {
  const { order } = input;
  const pickup = order.shippingMethod === 'pickup';
  const payLater =
    order.paymentMethod === 'pay_on_delivery' && !order.paymentConfirmed
      ? ` Please have ${formatNaira(order.totalKobo)} ready when you ${pickup ? 'collect it' : 'receive it'}.`
      : '';
  return renderStatusEmail({
    ...input,
    brand: input.brand ?? DEFAULT_BRAND,
    subject: pickup ? `Order ${order.number} is ready for pickup` : `Order ${order.number} is on its way`,
    heading: pickup ? 'Ready for pickup' : 'On its way',
    sentence: pickup
      ? `Your order ${order.number} is ready. Collect it at the address below.${payLater}`
      : `Your order ${order.number} has left us and is on its way to ${order.address}.${payLater}`,
  });
}

/** The shopper asked for their order again (order look-up): the link, and nothing they did not ask for. */
export function renderOrderLink(input: {
  order: PublicOrder;
  confirmationUrl: string;
  brand?: EmailBrand;
}): RenderedEmail {
  const { order } = input;
  return renderStatusEmail({
    ...input,
    brand: input.brand ?? DEFAULT_BRAND,
    subject: `Your order ${order.number}`,
    heading: 'Your order',
    sentence: `Someone asked for a link to order ${order.number}, placed with this email. If it was not you, you can ignore this email: the link is only ever sent here.`,
  });
}
