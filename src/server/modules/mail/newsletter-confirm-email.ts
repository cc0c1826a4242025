import { CONFIRM_LINK_DAYS } from '../../../domain/newsletter/consent';
import { DEFAULT_BRAND, type EmailBrand, escapeHtml, footerText, htmlLink, layoutHtml } from './email-parts';
import type { RenderedEmail } from './templates';

/**
 * "Confirm your subscription": the one link that puts a fan on the list, the words they agreed to,
 * and what to do when they did not ask. Nothing is sent to the list before it is followed.
 */
export function renderNewsletterConfirm(input: {
  confirmUrl: string;
  words: string;
  brand?: EmailBrand;
}): RenderedEmail {
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

  const html = layoutHtml(
    subject,
    [
      `<h1 style="font-size:20px;margin:0 0 16px">Confirm your subscription</h1>`,
      `<p style="margin:0 0 12px">Hello,</p>`,
      `<p style="margin:0 0 12px">${escapeHtml(asked)}</p>`,
      `<p style="margin:24px 0">${htmlLink(confirmUrl, 'Confirm my subscription')}</p>`,
      `<p style="margin:0 0 12px">${escapeHtml(expiry)}</p>`,
      `<p style="margin:0 0 12px">${escapeHtml(ignore)}</p>`,
      `<p style="margin:24px 0 0;color:#666;font-size:13px">If the link does not open, copy this address into your browser:<br>${escapeHtml(confirmUrl)}</p>`,
    ].join(''),
    brand,
  );
  return { subject, text, html };
}
