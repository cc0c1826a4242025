import type { ExtraPayment } from '../../../../domain/orders/adjustments';
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

type ExtraPaymentEmailInput = {
  order: PublicOrder;
  extraPayment: ExtraPayment;
  confirmationUrl: string;
  brand?: EmailBrand;
};

/** How the second payment goes back, as Paystack took the refund. */
function refundSentence({ amountKobo, refundStatus }: ExtraPayment): string {
  const amount = formatNaira(amountKobo);
  // Refused at once: staff refund it again, and that refund has its own email.
  if (refundStatus === 'failed')
    return `We are arranging your refund of ${amount} and will email you when it is sent.`;
  return `We have asked Paystack to refund ${amount} to the card or account you paid with. Banks usually take 5 to 10 working days to show it; if it has not reached you by then, reply to this email.`;
}

/**
 * A shopper who paid an order twice (a second payment of an order paid already): the order is paid
 * once, and the second payment goes back to them. The order is listed, so they know which it is.
 */
export function renderExtraPaymentRefund(input: ExtraPaymentEmailInput): Promise<RenderedEmail> {
  const { order, extraPayment, confirmationUrl, brand = DEFAULT_BRAND } = input;
  const name = firstName(order);
  const greeting = name ? `Hi ${name},` : 'Hello,';
  const subject = `You paid twice for order ${order.number}`;
  const paragraphs = [
    `We received your payment for order ${order.number} twice. Your order is paid once, and the second payment of ${formatNaira(extraPayment.amountKobo)} (reference ${extraPayment.reference}) goes back to you.`,
    refundSentence(extraPayment),
  ];
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    'Your order:',
    linesText(order),
    '',
    'See your order at any time:',
    confirmationUrl,
    '',
    footerText(brand),
    '',
  ].join('\n');
  return renderEmail(
    subject,
    text,
    <EmailLayout title={subject} preview={paragraphs[0] ?? ''} brand={brand}>
      <Paragraph>{greeting}</Paragraph>
      <Title>You paid twice</Title>
      {paragraphs.map((paragraph) => (
        <Paragraph key={paragraph}>{paragraph}</Paragraph>
      ))}
      <SectionHeading>Your order</SectionHeading>
      <OrderLines order={order} />
      <CallToAction href={confirmationUrl} label="See your order" showUrl />
    </EmailLayout>,
  );
}
