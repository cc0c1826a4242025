import { variantName } from '../../../domain/stock/stock-ledger';
import { DEFAULT_BRAND, type EmailBrand, footerText, type RenderedEmail } from '../../kernel/email/brand';
import { CallToAction } from '../../kernel/email/call-to-action';
import { EmailLayout } from '../../kernel/email/email-layout';
import { Title } from '../../kernel/email/headings';
import { Paragraph } from '../../kernel/email/paragraph';
import { renderEmail } from '../../kernel/email/render-email';

/** What a notify-me email's outbox row keeps: the product as it was named when the entry fired. */
export type WaitlistEmailData = {
  kind: 'drop' | 'restock';
  productName: string;
  color: string;
  size: string;
  productUrl: string;
};

/**
 * The email a notify-me entry asked for: the drop is on sale, or the sold-out colour and size is
 * back. It says that it is the last, so a fan who did not join the newsletter hears nothing more.
 */
export function renderWaitlistEmail(
  data: WaitlistEmailData,
  brand: EmailBrand = DEFAULT_BRAND,
): Promise<RenderedEmail> {
  const what =
    data.kind === 'drop' ? data.productName : `${data.productName} (${variantName(data.color, data.size)})`;
  const subject = data.kind === 'drop' ? `${data.productName} is on sale now` : `Back in stock: ${what}`;
  const news =
    data.kind === 'drop'
      ? `${data.productName} is on sale now at ${brand.name}'s shop.`
      : `${what} is back in stock at ${brand.name}'s shop.`;
  const hurry = 'Stock is limited and goes to whoever orders first.';
  const only = 'You asked to be told when it was here: this is the last email this sign-up sends.';

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

  return renderEmail(
    subject,
    text,
    <EmailLayout title={subject} preview={news} brand={brand}>
      <Title>{subject}</Title>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        {news} {hurry}
      </Paragraph>
      <CallToAction href={data.productUrl} label="Shop it now" />
      <Paragraph muted>{only}</Paragraph>
    </EmailLayout>,
  );
}
