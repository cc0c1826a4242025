import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './bench/chromium';

/** Drives the production build, served by the real server on a fresh database, in Debian's Chromium. */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  // One worker: on two cores Chromium is the bottleneck, and two workers took longer than one
  // (decision 0072). `.ci/run` does not set CI, so this holds for it too.
  workers: 1,
  // A test that fails once is run again and reported as flaky; one that fails twice fails the run.
  retries: 1,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 45_000,
  expect: { timeout: 12_000 },
  use: {
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'phone',
      testIgnore: [
        // Servers talking to servers: nothing on a screen differs by size.
        'scale-out.spec.ts',
        'proxy.spec.ts',
        'maintenance-page.spec.ts',
        'go-live.spec.ts',
        'install.spec.ts',
        // Staff journeys through screens that are the same on both sizes (the staff app's phone
        // layout, its menu and its lists, is covered by admin.spec.ts and drops.spec.ts).
        'activity.spec.ts',
        'content.spec.ts',
        'forgot-password.spec.ts',
        'invitations.spec.ts',
        'passkeys.spec.ts',
        'staff-roles.spec.ts',
        'two-factor.spec.ts',
        'launch.spec.ts',
        'newsletter.spec.ts',
        'order-desk-fulfilment.spec.ts',
        'order-desk-refunds.spec.ts',
        'polish-staff.spec.ts',
        'site-logo.spec.ts',
        'staff-links.spec.ts',
        'staff.spec.ts',
        'stock-ledger.spec.ts',
        // Shopper behaviour the same on both sizes: a release's covers, platforms and tracks (the phone's
        // discography preview is in home.spec.ts), the order look-up by email, and the look-up form,
        // coming-soon preview and keyboard focus of polish-shoppers.spec.ts.
        'discography.spec.ts',
        'order-lookup.spec.ts',
        'polish-shoppers.spec.ts',
      ],
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' },
    },
    {
      name: 'desktop',
      testIgnore: ['install.spec.ts'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, browserName: 'chromium' },
    },
    {
      // Builds a whole release (npm ci, build) and switches servers: run alone, after the others,
      // so the machine it loads is not the one the timed screens run on.
      name: 'install',
      testMatch: 'install.spec.ts',
      dependencies: ['phone', 'desktop'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, browserName: 'chromium' },
    },
  ],
});
