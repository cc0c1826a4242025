import { INVITATION_HOURS } from '../../../domain/auth/invitation';
import { STAFF_ROLE_HINTS, STAFF_ROLE_LABELS, type StaffRole } from '../../../domain/auth/roles';
import { CallToAction } from './components/call-to-action';
import { EmailLayout } from './components/email-layout';
import { Title } from './components/headings';
import { Paragraph } from './components/paragraph';
import { renderEmail } from './components/render-email';
import { DEFAULT_BRAND, type EmailBrand, type RenderedEmail, staffFooterText } from './email-parts';

/**
 * An invitation to join the staff: who it is for, the role and what it allows, and the link that
 * makes the account once. Plain words first: the text part is what many staff mail apps show.
 */
export function renderStaffInvitation(input: {
  email: string;
  role: StaffRole;
  acceptUrl: string;
  brand?: EmailBrand;
}): Promise<RenderedEmail> {
  const { email, role, acceptUrl, brand = DEFAULT_BRAND } = input;
  const subject = `You are invited to the ${brand.name} admin`;
  const invited = `You are invited to join the staff of ${brand.name} as ${STAFF_ROLE_LABELS[role]} (${STAFF_ROLE_HINTS[role]}), with the account ${email}.`;
  const expiry = `The link works once, for the next ${INVITATION_HOURS} hours: choose a password and you are in.`;
  const ignore = 'If you were not expecting this, ignore this email: no account is made without the link.';

  const text = [
    'Hello,',
    '',
    invited,
    '',
    'Choose your password here:',
    acceptUrl,
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
    <EmailLayout title={subject} preview={invited} brand={brand} audience="staff">
      <Title>Join the admin</Title>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>{invited}</Paragraph>
      <CallToAction href={acceptUrl} label="Choose your password" showUrl />
      <Paragraph>{expiry}</Paragraph>
      <Paragraph>{ignore}</Paragraph>
    </EmailLayout>,
  );
}
