import { RESET_LINK_MINUTES } from '../../../../domain/auth/auth';
import { DEFAULT_BRAND, type EmailBrand, type RenderedEmail } from '../../../kernel/email/brand';
import { renderStaffLinkEmail } from './staff-link-email';

/** "Forgot password?": the link that sets a new password, what it does, and what to do when it was not asked for. */
export function renderPasswordReset(input: {
  email: string;
  resetUrl: string;
  brand?: EmailBrand;
}): Promise<RenderedEmail> {
  const { email, resetUrl, brand = DEFAULT_BRAND } = input;
  return renderStaffLinkEmail(
    {
      subject: `Choose a new password for the ${brand.name} admin`,
      title: 'Choose a new password',
      lead: `Someone asked to choose a new password for the staff account ${email}.`,
      action: 'Choose a new password',
      url: resetUrl,
      expiry: `The link works once, for the next ${RESET_LINK_MINUTES} minutes. Using it signs this account out on every other device.`,
      ignore: 'If it was not you, ignore this email: your password stays as it is.',
    },
    brand,
  );
}
