import { CONFIRM_LINK_DAYS } from '../../../domain/newsletter/consent';
import { DEFAULT_BRAND, type EmailBrand, footerText, type RenderedEmail } from '../../kernel/email/brand';
import { CallToAction } from '../../kernel/email/call-to-action';
import { EmailLayout } from '../../kernel/email/email-layout';
import { Title } from '../../kernel/email/headings';
import { Paragraph } from '../../kernel/email/paragraph';
import { renderEmail } from '../../kernel/email/render-email';

/**
 * "Confirm your subscription": the one link that puts a fan on the list, the words they agreed to,
 * and what to do when they did not ask. Nothing is sent to the list before it is followed.
 */
export function renderNewsletterConfirm(input: {
  confirmUrl: string;
  words: string;
  brand?: EmailBrand;
}): Promise<RenderedEmail> {
  const { confirmUrl, words, brand = DEFAULT_BRAND } = input;
  const subject = `Confirm your subscription to ${brand.name}`;
  const asked = `Someone, we hope you, asked to join ${brand.name}'s list with this address, agreeing to: "${words}"`;
  const expiry = `The link works once, for the next ${CONFIRM_LINK_DAYS} days.`;
  const ignore = 'If it was not you, ignore this email: nothing more will be sent to you.';

  const text = [
    'Hello,',
    '',
    asked,
    '',
    'Confirm your subscription here:',
    confirmUrl,
    '',
    expiry,
    '',
    ignore,
    '',
    footerText(brand),
    '',
  ].join('\n');

  return renderEmail(
    subject,
    text,
    <EmailLayout title={subject} preview={asked} brand={brand}>
      <Title>Confirm your subscription</Title>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>{asked}</Paragraph>
      <CallToAction href={confirmUrl} label="Confirm my subscription" showUrl />
      <Paragraph>{expiry}</Paragraph>
      <Paragraph>{ignore}</Paragraph>
    </EmailLayout>,
  );
}
