import {
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  type PublicOrder,
} from '../../../../domain/orders/order';
import { formatNaira } from '../../../../domain/shared/money';
import { DEFAULT_BRAND, type EmailBrand, footerText, type RenderedEmail } from '../../../kernel/email/brand';
import { CallToAction } from '../../../kernel/email/call-to-action';
import { EmailLayout } from '../../../kernel/email/email-layout';
import { Title } from '../../../kernel/email/headings';
import { Paragraph } from '../../../kernel/email/paragraph';
import { renderEmail } from '../../../kernel/email/render-email';
import { TextSection } from '../../../kernel/email/text-section';
import { PickupCode, Tracking, VatNote } from './components/fulfilment-sections';
import { OrderLines } from './components/order-lines';
import { firstName, linesText, paymentInstructions, pickupText } from './email-parts';
import { pickupCodeLine, trackingText, vatText } from './fulfilment-parts';

/**
 * The order emails: the shopper's receipt, the shop's notice of a new order, and the short notes
 * when staff move an order on. Each is rendered when it is sent; the text part is written out
 * line by line from the same data as the HTML, so it reads as a letter, not as a flattened page.
 */

export type { EmailBrand, RenderedEmail };

/** A line of text with a blank line before it (or after it), or nothing when it is empty. */
function withBlank(text: string, after = false): string[] {
  if (!text) return [];
  return after ? [text, ''] : ['', text];
}

/** "Hi Ada," by first name, or "Hello," when there is none. */
function greetingFor(order: PublicOrder): string {
  const name = firstName(order);
  return name ? `Hi ${name},` : 'Hello,';
}

function paymentSentence(order: PublicOrder): string {
  if (order.paymentConfirmed || order.status === 'paid' || order.status === 'fulfilled') {
    return 'Your payment is confirmed and we are getting your order ready.';
  }
  if (order.paymentMethod === 'pay_on_delivery') {
    const due = formatNaira(order.totalKobo - order.refundedKobo);
    return order.shippingMethod === 'pickup'
      ? `You pay ${due} when you collect it.`
      : `You pay ${due} when it arrives.`;
  }
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
}): Promise<RenderedEmail> {
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

  const subject = `Your order ${order.number} is confirmed`;
  return renderEmail(
    subject,
    text,
    <EmailLayout title={`Order ${order.number}`} preview={intro} brand={brand}>
      <Paragraph>{greeting}</Paragraph>
      <Paragraph>{intro}</Paragraph>
      <Title>{`Order ${order.number}`}</Title>
      <OrderLines order={order} />
      <VatNote order={order} />
      <Paragraph>{`Payment: ${payment}`}</Paragraph>
      <TextSection heading="How to pay" text={howToPay} />
      <TextSection heading="Collect it at" text={pickup} />
      <PickupCode order={order} />
      <TextSection heading={addressHeading(order)} text={addressBlock(order)} />
      <CallToAction href={confirmationUrl} label="See your order" showUrl />
    </EmailLayout>,
  );
}

/** The shop's notice of a new order, with what staff need to act on it. */
export function renderNewOrderNotice(input: {
  order: PublicOrder;
  adminUrl: string;
  brand?: EmailBrand;
}): Promise<RenderedEmail> {
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

  const headline = `New order ${order.number}`;
  return renderEmail(
    `${headline} — ${total}`,
    text,
    <EmailLayout
      title={headline}
      preview={`From ${order.recipientName}: ${total}`}
      brand={brand}
      audience="staff"
    >
      <Title>{headline}</Title>
      <Paragraph>
        {`From ${order.recipientName}: `}
        <strong>{total}</strong>
      </Paragraph>
      <OrderLines order={order} />
      <Paragraph>{`Payment: ${payment}`}</Paragraph>
      <Paragraph>{`Shipping: ${shipping}`}</Paragraph>
      <TextSection heading="Customer" text={customer} />
      <CallToAction href={adminUrl} label="Open the order" />
    </EmailLayout>,
  );
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
}): Promise<RenderedEmail> {
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
  return renderEmail(
    subject,
    text,
    <EmailLayout title={subject} preview={sentence} brand={brand}>
      <Paragraph>{greeting}</Paragraph>
      <Title>{heading}</Title>
      <Paragraph>{sentence}</Paragraph>
      <OrderLines order={order} />
      <VatNote order={order} />
      <Tracking order={order} />
      <TextSection heading="Collect it at" text={pickup} />
      <PickupCode order={order} />
      <CallToAction href={confirmationUrl} label="See your order" showUrl />
    </EmailLayout>,
  );
}

/** Staff marked the order paid. */
export function renderPaymentReceived(input: {
  order: PublicOrder;
  confirmationUrl: string;
  brand?: EmailBrand;
}): Promise<RenderedEmail> {
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
}): Promise<RenderedEmail> {
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
}): Promise<RenderedEmail> {
  const { order } = input;
  return renderStatusEmail({
    ...input,
    brand: input.brand ?? DEFAULT_BRAND,
    subject: `Your order ${order.number}`,
    heading: 'Your order',
    sentence: `Someone asked for a link to order ${order.number}, placed with this email. If it was not you, you can ignore this email: the link is only ever sent here.`,
  });
}
