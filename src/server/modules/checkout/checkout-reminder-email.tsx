import { Link } from '@react-email/link';
import { DEFAULT_BRAND, type EmailBrand, footerText, type RenderedEmail } from '../../kernel/email/brand';
import { CallToAction } from '../../kernel/email/call-to-action';
import { EmailLayout } from '../../kernel/email/email-layout';
import { colors, text as textStyle } from '../../kernel/email/email-styles';
import { Title } from '../../kernel/email/headings';
import { Paragraph } from '../../kernel/email/paragraph';
import { renderEmail } from '../../kernel/email/render-email';

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
export function renderCheckoutReminder(
  input: CheckoutReminderData & { brand?: EmailBrand },
): Promise<RenderedEmail> {
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
  return renderEmail(
    subject,
    text,
    <EmailLayout title={subject} preview={intro} brand={brand}>
      <Title>Your bag is waiting</Title>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>{intro}</Paragraph>
      <ul style={{ ...textStyle, margin: '0 0 12px', paddingLeft: '20px' }}>
        {lines.map((line) => (
          <li key={lineText(line)}>{lineText(line)}</li>
        ))}
      </ul>
      <CallToAction href={restoreUrl} label="Back to my bag" />
      <Paragraph>{stock}</Paragraph>
      <Paragraph muted>
        {why}{' '}
        <Link href={unsubscribeUrl} style={{ color: colors.muted, textDecoration: 'underline' }}>
          No more reminders
        </Link>
      </Paragraph>
    </EmailLayout>,
  );
}
