import { type EmailBrand, type RenderedEmail, staffFooterText } from '../../../kernel/email/brand';
import { CallToAction } from '../../../kernel/email/call-to-action';
import { EmailLayout } from '../../../kernel/email/email-layout';
import { Title } from '../../../kernel/email/headings';
import { Paragraph } from '../../../kernel/email/paragraph';
import { renderEmail } from '../../../kernel/email/render-email';

/** The words of an email that sends a staff member a one-time link (a password reset, an invitation). */
export type StaffLinkWords = {
  subject: string;
  /** The heading over the message. */
  title: string;
  /** Why the email came: the first thing read, and the inbox's preview. */
  lead: string;
  /** The link's button; the text part says it before the address. */
  action: string;
  url: string;
  /** How long the link works, and what using it does. */
  expiry: string;
  /** What to do when it was not expected. */
  ignore: string;
};

/**
 * An email a staff member acts on by a one-time link, in the same frame for every such link: the
 * reason, the button with the address written out, how long it works, what to do if unexpected.
 * Plain words first: the text part is what many staff mail apps show.
 */
export function renderStaffLinkEmail(words: StaffLinkWords, brand: EmailBrand): Promise<RenderedEmail> {
  const { subject, title, lead, action, url, expiry, ignore } = words;
  const text = [
    'Hello,',
    '',
    lead,
    '',
    `${action} here:`,
    url,
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
    <EmailLayout title={subject} preview={lead} brand={brand} audience="staff">
      <Title>{title}</Title>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>{lead}</Paragraph>
      <CallToAction href={url} label={action} showUrl />
      <Paragraph>{expiry}</Paragraph>
      <Paragraph>{ignore}</Paragraph>
    </EmailLayout>,
  );
}
