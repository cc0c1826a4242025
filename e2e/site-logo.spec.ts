import sharp from 'sharp';
import { type BuiltServer, startBuiltServer } from './support/built-server';
import { E2E_STAFF } from './support/global-setup';
import { expect, test } from './support/test';

/**
 * The artist's logo is the shop's data, not the checkout's: staff upload it in Admin → Site and
 * every page shows it, on light and dark devices. On a server of its own: the logo is the whole
 * site's, and the other tests look at the built-in one.
 */
let server: BuiltServer;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startBuiltServer({ DEMO_STAFF_PASSWORD: E2E_STAFF.password });
});
test.afterAll(async () => server?.stop());

/** A wide wordmark on a transparent background, as a team would export it. */
function wordmark(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="200">
    <rect x="10" y="40" width="980" height="120" rx="60" fill="#c0392b"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

test('staff upload the artist’s logo; every page shows it on both schemes, and the checklist knows', async ({
  page,
}, testInfo) => {
  const at = (route: string) => `${server.url}${route}`;
  await page.goto(at('/login'));
  await page.getByLabel('Email', { exact: true }).fill(E2E_STAFF.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_STAFF.password);
  await page.getByRole('button', { name: 'Login' }).click();

  const artistStep = page
    .getByRole('region', { name: 'Before you go live' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: /Name the artist, show their logo and releases/ }) });
  await expect(artistStep).toContainText(
    "The site still carries the demo artist's name, the built-in logo and 10 demo releases",
  );

  await page.goto(at('/admin/site'));
  const logo = page.getByRole('group', { name: /^Logo/ });
  await expect(logo.locator('img').first()).toHaveAttribute('src', '/media/brand/logo-black.svg');
  await logo
    .getByLabel('Replace the logo: For light backgrounds')
    .setInputFiles({ name: 'wordmark.png', mimeType: 'image/png', buffer: await wordmark() });
  // One upload alone stands on both backgrounds.
  await expect(logo.locator('img').nth(0)).toHaveAttribute('src', /^\/uploads\/wordmark-.*-960\.webp$/);
  await expect(logo.locator('img').nth(1)).toHaveAttribute('src', /^\/uploads\/wordmark-.*-960\.webp$/);
  await logo.screenshot({ path: testInfo.outputPath('logo-fields.png') });
  await page.getByRole('button', { name: 'Save site' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved. The site shows it now.');

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto(at('/store'));
    // The header's logo and the footer's.
    const logos = page.getByRole('link', { name: 'Temi Vale — home' });
    await expect(logos).toHaveCount(2);
    for (const place of [logos.first(), logos.last()]) {
      const shown = place.getByRole('img', { name: 'Temi Vale' });
      await expect(shown).toBeVisible();
      await expect
        .poll(() => shown.evaluate((img: HTMLImageElement) => img.currentSrc))
        .toMatch(/\/uploads\/wordmark-.*-960\.webp$/);
    }
    await page.screenshot({ path: testInfo.outputPath(`store-${colorScheme}.png`) });
  }

  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(at('/admin'));
  await expect(artistStep).toContainText(
    "The site still carries the demo artist's name and 10 demo releases: set the artist's own in Admin → Site",
  );
  await expect(artistStep.getByRole('link')).toHaveAttribute('href', '/admin/site');
});
