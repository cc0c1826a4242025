import { RESET_LINK_MINUTES } from '../../../domain/auth/auth';
import { CallToAction } from './components/call-to-action';
import { EmailLayout } from './components/email-layout';
import { Title } from './components/headings';
import { Paragraph } from './components/paragraph';
import { renderEmail } from './components/render-email';
import { DEFAULT_BRAND, type EmailBrand, type RenderedEmail, staffFooterText } from './email-parts';

/**
 * "Forgot password?": the link that sets a new password, what it does, and what to do when it was
 * not asked for. Plain words first: the text part is what many staff mail apps show.
 */
export function renderPasswordReset(input: {
  email: string;
  resetUrl: string;
  brand?: EmailBrand;
}): Promise<RenderedEmail> {
  const { email, resetUrl, brand = DEFAULT_BRAND } = input;
  const subject = `Choose a new password for the ${brand.name} admin`;
  const asked = `Someone asked to choose a new password for the staff account ${email}.`;
  const expiry = `The link works once, for the next ${RESET_LINK_MINUTES} minutes. Using it signs this account out on every other device.`;
  const ignore = 'If it was not you, ignore this email: your password stays as it is.';

  const text = [
    'Hello,',
    '',
    asked,
    '',
    'Choose a new password here:',
    resetUrl,
    '',
    expiry,
    '',
    ignore,
    '',
    staffFooterText(brand),
    '',
  ].join('\n');

  return renderEmail(
    subject,
    text,
    <EmailLayout title={subject} preview={asked} brand={brand} audience="staff">
      <Title>Choose a new password</Title>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>{asked}</Paragraph>
      <CallToAction href={resetUrl} label="Choose a new password" showUrl />
      <Paragraph>{expiry}</Paragraph>
      <Paragraph>{ignore}</Paragraph>
    </EmailLayout>,
  );
}
