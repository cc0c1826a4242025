/**
 * For tests that wait for an email a server sends. The first email loads the emails and React
 * Email, which a busy machine may take many seconds to read: `loadEmails()` in a `beforeAll` does it
 * before any test's clock runs, and `FIRST_EMAIL` still leaves a slow send room.
 */
export const FIRST_EMAIL = { timeout: 15_000, interval: 50 };

export async function loadEmails(): Promise<void> {
  await Promise.all([
    import('../modules/orders/emails/templates'),
    import('../modules/orders/emails/adjustment-emails'),
    import('../modules/orders/emails/extra-payment-email'),
    import('../modules/newsletter/newsletter-confirm-email'),
    import('../modules/auth/emails/password-reset-email'),
  ]);
}
