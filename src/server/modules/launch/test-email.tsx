import { type EmailBrand, type RenderedEmail, staffFooterText } from '../../kernel/email/brand';
import { EmailLayout } from '../../kernel/email/email-layout';
import { Title } from '../../kernel/email/headings';
import { Paragraph } from '../../kernel/email/paragraph';
import { renderEmail } from '../../kernel/email/render-email';

/**
 * The email an owner sends themself from the launch checklist: if it arrives, the shop's order
 * emails reach shoppers the same way. It says who sent it and through what.
 */
export function renderTestEmail(
  input: { to: string; target: string },
  brand: EmailBrand,
): Promise<RenderedEmail> {
  const subject = `Test email from the ${brand.name} shop`;
  const lead = `You sent this from the shop's admin to ${input.to}: email from the shop reaches you.`;
  const how = `It went through ${input.target}, the way order emails go to shoppers.`;
  const text = ['Hello,', '', lead, '', how, '', staffFooterText(brand), ''].join('\n');
  return renderEmail(
    subject,
    text,
    <EmailLayout title={subject} preview={lead} brand={brand} audience="staff">
      <Title>It works</Title>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>{lead}</Paragraph>
      <Paragraph>{how}</Paragraph>
    </EmailLayout>,
  );
}
