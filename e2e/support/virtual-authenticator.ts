import type { BrowserContext, Page } from '@playwright/test';

/**
 * A software authenticator in this browser (Chromium's, over CDP), standing in for a phone or a
 * laptop's fingerprint reader: it keeps passkeys and verifies the person at once.
 */
export async function virtualAuthenticator(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}
