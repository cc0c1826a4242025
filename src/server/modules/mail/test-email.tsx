import { EmailLayout } from './components/email-layout';
import { Title } from './components/headings';
import { Paragraph } from './components/paragraph';
import { renderEmail } from './components/render-email';
import { type EmailBrand, type RenderedEmail, staffFooterText } from './email-parts';

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
