import { RESET_LINK_MINUTES } from '../../../domain/auth/auth';
import { DEFAULT_BRAND, type EmailBrand, escapeHtml, footerText, htmlLink, layoutHtml } from './email-parts';
import type { RenderedEmail } from './templates';

/**
 * "Forgot password?": the link that sets a new password, what it does, and what to do when it was
 * not asked for. Plain words first: the text part is what many staff mail apps show.
 */
export function renderPasswordReset(input: {
  email: string;
  resetUrl: string;
  brand?: EmailBrand;
}): RenderedEmail {
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
    footerText(brand),
    '',
  ].join('\n');

  const html = layoutHtml(
    subject,
    [
      `<h1 style="font-size:20px;margin:0 0 16px">Choose a new password</h1>`,
      `<p style="margin:0 0 12px">Hello,</p>`,
      `<p style="margin:0 0 12px">${escapeHtml(asked)}</p>`,
      `<p style="margin:24px 0">${htmlLink(resetUrl, 'Choose a new password')}</p>`,
      `<p style="margin:0 0 12px">${escapeHtml(expiry)}</p>`,
      `<p style="margin:0 0 12px">${escapeHtml(ignore)}</p>`,
      `<p style="margin:24px 0 0;color:#666;font-size:13px">If the link does not open, copy this address into your browser:<br>${escapeHtml(resetUrl)}</p>`,
    ].join(''),
    brand,
  );
  return { subject, text, html };
}
