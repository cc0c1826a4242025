import type { OrderAdjustment } from '../../../../domain/orders/adjustments';
import type { PublicOrder } from '../../../../domain/orders/order';
import { formatNaira } from '../../../../domain/shared/money';
import { DEFAULT_BRAND, type EmailBrand, footerText, type RenderedEmail } from '../../../kernel/email/brand';
import { CallToAction } from '../../../kernel/email/call-to-action';
import { EmailLayout } from '../../../kernel/email/email-layout';
import { SectionHeading, Title } from '../../../kernel/email/headings';
import { Paragraph } from '../../../kernel/email/paragraph';
import { renderEmail } from '../../../kernel/email/render-email';
import { OrderLines } from './components/order-lines';
import { firstName, linesText } from './email-parts';

/**
 * The shopper's emails when an order changes after it was placed: units (or the whole order)
 * cancelled, and money going back. Each names the units, the amount and how the money goes back,
 * and, while some of the order still stands, what is still on it and what it comes to net of refunds.
 */

type AdjustmentEmailInput = {
  order: PublicOrder;
  adjustment: OrderAdjustment | null;
  confirmationUrl: string;
  brand?: EmailBrand;
};

function unitsText(adjustment: OrderAdjustment | null): string[] {
  return (adjustment?.lines ?? []).map((line) => {
    const variant = [line.color, line.size].filter((part) => part.trim()).join(', ');
    return `${line.quantity} × ${line.name}${variant ? ` (${variant})` : ''}`;
  });
}

/** How the money goes back, in a shopper's words; empty when none does. */
function refundSentence(order: PublicOrder, adjustment: OrderAdjustment | null): string {
  if (!adjustment || adjustment.amountKobo === 0) {
    const owed = order.totalKobo - (order.refundedKobo ?? 0);
    if (order.status === 'cancelled' && order.paymentConfirmed && owed > 0) {
      return `We will refund your payment of ${formatNaira(owed)} and email you when it is on its way.`;
    }
    return '';
  }
  const amount = formatNaira(adjustment.amountKobo);
  if (adjustment.method === 'provider') {
    // Paystack refused it at once: staff refund again or by hand, and that refund has its own email.
    if (adjustment.status === 'failed')
      return `We are arranging your refund of ${amount} and will email you when it is sent.`;
    // Paystack has the refund but has not made it yet: said as what is under way.
    return `We have asked Paystack to refund ${amount} to the card or account you paid with. Banks usually take 5 to 10 working days to show it; if it has not reached you by then, reply to this email.`;
  }
  return `We have refunded ${amount} to you directly.`;
}

function render(
  input: AdjustmentEmailInput,
  parts: { subject: string; heading: string; sentence: string },
): Promise<RenderedEmail> {
  const { order, adjustment, confirmationUrl, brand = DEFAULT_BRAND } = input;
  const name = firstName(order);
  const greeting = name ? `Hi ${name},` : 'Hello,';
  const units = unitsText(adjustment);
  const refund = refundSentence(order, adjustment);
  const paragraphs = [parts.sentence, refund].filter(Boolean);
  const stands = order.status !== 'cancelled';
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(units.length > 0 ? [...units.map((unit) => `  ${unit}`), ''] : []),
    ...(stands ? ['Your order now:', linesText(order), ''] : []),
    'See your order at any time:',
    confirmationUrl,
    '',
    footerText(brand),
    '',
  ].join('\n');
  return renderEmail(
    parts.subject,
    text,
    <EmailLayout title={parts.subject} preview={parts.sentence} brand={brand}>
      <Paragraph>{greeting}</Paragraph>
      <Title>{parts.heading}</Title>
      {paragraphs.map((paragraph) => (
        <Paragraph key={paragraph}>{paragraph}</Paragraph>
      ))}
      {units.length > 0 ? (
        <ul style={{ margin: '0 0 12px', paddingLeft: '20px', fontSize: '15px', lineHeight: '1.5' }}>
          {units.map((unit) => (
            <li key={unit}>{unit}</li>
          ))}
        </ul>
      ) : null}
      {stands ? (
        <>
          <SectionHeading>Your order now</SectionHeading>
          <OrderLines order={order} />
        </>
      ) : null}
      <CallToAction href={confirmationUrl} label="See your order" showUrl />
    </EmailLayout>,
  );
}

/** The whole order, or some of its units, cancelled before it left. */
export function renderOrderCancelled(input: AdjustmentEmailInput): Promise<RenderedEmail> {
  const { order } = input;
  const whole = order.status === 'cancelled';
  return render(input, {
    subject: whole ? `Order ${order.number} is cancelled` : `Part of order ${order.number} is cancelled`,
    heading: whole ? 'Order cancelled' : 'Part of your order is cancelled',
    sentence: whole
      ? `We have cancelled your order ${order.number}. Sorry about that.`
      : `We are sorry: we had to take these items off your order ${order.number}. The rest of it is still coming to you.`,
  });
}

/** Money going back: for units returned, or a refund alone. */
export function renderRefundIssued(input: AdjustmentEmailInput): Promise<RenderedEmail> {
  const { order, adjustment } = input;
  const returned = adjustment?.kind === 'return';
  return render(input, {
    subject: `A refund for order ${order.number}`,
    heading: 'Your refund',
    sentence: returned
      ? `We have received the items you sent back from order ${order.number}.`
      : `We are giving back part of what you paid for order ${order.number}.`,
  });
}
