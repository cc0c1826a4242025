import { INVITATION_HOURS } from '../../../../domain/auth/invitation';
import { STAFF_ROLE_HINTS, STAFF_ROLE_LABELS, type StaffRole } from '../../../../domain/auth/roles';
import { DEFAULT_BRAND, type EmailBrand, type RenderedEmail } from '../../../kernel/email/brand';
import { renderStaffLinkEmail } from './staff-link-email';

/** An invitation to join the staff: who it is for, the role and what it allows, and the link that makes the account once. */
export function renderStaffInvitation(input: {
  email: string;
  role: StaffRole;
  acceptUrl: string;
  brand?: EmailBrand;
}): Promise<RenderedEmail> {
  const { email, role, acceptUrl, brand = DEFAULT_BRAND } = input;
  return renderStaffLinkEmail(
    {
      subject: `You are invited to the ${brand.name} admin`,
      title: 'Join the admin',
      lead: `You are invited to join the staff of ${brand.name} as ${STAFF_ROLE_LABELS[role]} (${STAFF_ROLE_HINTS[role]}), with the account ${email}.`,
      action: 'Choose your password',
      url: acceptUrl,
      expiry: `The link works once, for the next ${INVITATION_HOURS} hours: choose a password and you are in.`,
      ignore: 'If you were not expecting this, ignore this email: no account is made without the link.',
    },
    brand,
  );
}
