import { describe, expect, it } from 'vitest';
import type { OrderAdjustment } from '../domain/orders/adjustments';
import type { EmailBrand, RenderedEmail } from './kernel/email/brand';
import { renderPasswordReset } from './modules/auth/emails/password-reset-email';
import { renderStaffInvitation } from './modules/auth/emails/staff-invitation-email';
import { renderCheckoutReminder } from './modules/checkout/checkout-reminder-email';
import { renderNewsletterConfirm } from './modules/newsletter/newsletter-confirm-email';
import { renderOrderCancelled, renderRefundIssued } from './modules/orders/emails/adjustment-emails';
import { renderExtraPaymentRefund } from './modules/orders/emails/extra-payment-email';
import {
  renderNewOrderNotice,
  renderOrderConfirmation,
  renderOrderFulfilled,
  renderOrderLink,
  renderPaymentReceived,
} from './modules/orders/emails/templates';
import { renderWaitlistEmail } from './modules/waitlist/waitlist-email';
import { sampleOrder } from './testing/order-fixtures';

/**
 * What holds for every email the shop sends: a text part, HTML escaped by construction, calls to
 * action as buttons, and the shopper's footer on shopper and fan emails only.
 */

const brand: EmailBrand = {
  name: 'Temi Vale',
  logoUrl: 'https://shop.example.com/email-logo.png',
  contactEmail: 'hello@temivale.example',
};
const confirmationUrl = 'https://shop.example.com/orders/SF-ABC234?key=secret-key';
const adminUrl = 'https://shop.example.com/admin/orders/SF-ABC234';
const confirmUrl = 'https://shop.example.com/newsletter/confirm#token=abc';
const resetUrl = 'https://shop.example.com/admin/new-password#token=abc';
const acceptUrl = 'https://shop.example.com/login/invitation#token=abc';

/** A name typed to break out of HTML: every character HTML gives a meaning to. */
const HOSTILE = `<script>alert("x")</script> & 'Sons'`;

const adjustment: OrderAdjustment = {
  id: 'a1',
  kind: 'cancellation',
  amountKobo: 1_500_000,
  deliveryFeeKobo: 0,
  method: 'manual',
  status: 'recorded',
  providerMessage: null,
  note: '',
  staffEmail: null,
  at: '2026-11-22T11:00:00.000Z',
  lines: [{ position: 0, name: 'Tour Tee', color: 'Black', size: 'L', quantity: 1, restocked: true }],
};

/** Each email, with the shopper's name and a product's name set to `name`, and its call to action. */
const productUrl = 'https://temivale.com/store/tour-tee?from=email&x=1';

function everyEmail(name: string) {
  const order = sampleOrder({
    recipientName: `${name} Obi`,
    lines: sampleOrder().lines.map((line) => ({ ...line, name })),
  });
  const forShopper = { order, confirmationUrl, brand };
  const cancelled = { ...adjustment, lines: adjustment.lines.map((line) => ({ ...line, name })) };
  const see = { href: confirmationUrl, label: 'See your order' };
  return [
    { kind: 'order confirmation', staff: false, cta: see, render: renderOrderConfirmation(forShopper) },
    { kind: 'payment received', staff: false, cta: see, render: renderPaymentReceived(forShopper) },
    { kind: 'order fulfilled', staff: false, cta: see, render: renderOrderFulfilled(forShopper) },
    { kind: 'order link', staff: false, cta: see, render: renderOrderLink(forShopper) },
    {
      kind: 'order cancelled',
      staff: false,
      cta: see,
      render: renderOrderCancelled({ ...forShopper, adjustment: cancelled }),
    },
    {
      kind: 'refund issued',
      staff: false,
      cta: see,
      render: renderRefundIssued({ ...forShopper, adjustment: { ...cancelled, kind: 'return' } }),
    },
    {
      kind: 'second payment refunded',
      staff: false,
      cta: see,
      render: renderExtraPaymentRefund({
        ...forShopper,
        extraPayment: {
          reference: 'SF-ABC234-2',
          amountKobo: order.totalKobo,
          paidAt: '2026-11-22T11:00:00.000Z',
          refundStatus: 'pending',
          providerMessage: null,
          refundRequestedAt: '2026-11-22T11:00:00.000Z',
        },
      }),
    },
    {
      kind: 'newsletter confirmation',
      staff: false,
      cta: { href: confirmUrl, label: 'Confirm my subscription' },
      render: renderNewsletterConfirm({ confirmUrl, words: name, brand }),
    },
    {
      kind: 'notify me',
      staff: false,
      cta: { href: productUrl, label: 'Shop it now' },
      render: renderWaitlistEmail(
        { kind: 'restock', productName: name, color: 'Black', size: 'L', productUrl },
        brand,
      ),
    },
    {
      kind: 'checkout reminder',
      staff: false,
      cta: { href: productUrl, label: 'Back to my bag' },
      render: renderCheckoutReminder({
        lines: [{ name, color: 'Black', size: 'L', quantity: 1 }],
        restoreUrl: productUrl,
        unsubscribeUrl: 'https://temivale.com/unsubscribe/abc',
        brand,
      }),
    },
    {
      kind: 'new-order notice',
      staff: true,
      cta: { href: adminUrl, label: 'Open the order' },
      render: renderNewOrderNotice({ order, adminUrl, brand }),
    },
    {
      kind: 'password reset',
      staff: true,
      cta: { href: resetUrl, label: 'Choose a new password' },
      render: renderPasswordReset({ email: `${name}@example.com`, resetUrl, brand }),
    },
    {
      kind: 'staff invitation',
      staff: true,
      cta: { href: acceptUrl, label: 'Choose your password' },
      render: renderStaffInvitation({ email: `${name}@example.com`, role: 'content', acceptUrl, brand }),
    },
  ];
}

async function rendered(name: string) {
  return Promise.all(
    everyEmail(name).map(async ({ render, ...rest }) => ({
      ...rest,
      email: (await render) as RenderedEmail,
    })),
  );
}

function escapedAttribute(url: string): string {
  return url.replaceAll('&', '&amp;');
}

describe('every email the shop sends', () => {
  it('has a plain-text part with no markup, beside its HTML', async () => {
    for (const { kind, email } of await rendered('Tour Tee')) {
      expect(email.text.trim().length, kind).toBeGreaterThan(80);
      expect(email.text, kind).not.toMatch(/<\/?[a-z][^>]*>/i);
      expect(email.html, kind).toMatch(/^<!DOCTYPE html/);
    }
  });

  it('escapes a name holding HTML in its HTML part, and keeps it as typed in its text part', async () => {
    for (const { kind, email } of await rendered(HOSTILE)) {
      expect(email.html, kind).not.toContain('<script>');
      expect(email.html, kind).toContain(
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#x27;Sons&#x27;',
      );
      expect(email.text, kind).toContain(HOSTILE);
    }
  });

  it('asks for its one action with a button: a link drawn as a button, to the right address', async () => {
    for (const { kind, email, cta } of await rendered('Tour Tee')) {
      const button = new RegExp(
        `<a href="${escapedAttribute(cta.href).replace(/[.?#]/g, '\\$&')}" style="[^"]*display:inline-block[^"]*padding:14px 28px[^"]*background-color:#111111[^"]*"[^>]*>.*?${cta.label}.*?</a>`,
      );
      expect(email.html, kind).toMatch(button);
      expect(email.text, kind).toContain(cta.href);
    }
  });

  it('ends with whom to write to for shoppers and fans, and carries no such footer to staff', async () => {
    for (const { kind, email, staff } of await rendered('Tour Tee')) {
      const footer = [email.html.includes('Questions? Write to'), email.text.includes('Questions? Write to')];
      expect(footer, kind).toEqual(staff ? [false, false] : [true, true]);
      expect(email.html.includes('mailto:hello@temivale.example'), kind).toBe(!staff);
      // Every email carries the artist's logo at its head.
      expect(email.html, kind).toContain('src="https://shop.example.com/email-logo.png"');
    }
  });
});
