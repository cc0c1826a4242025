import AxeBuilder from '@axe-core/playwright';
import { appReady } from './support/app-ready';
import { expect, isPhone, test } from './support/test';

/**
 * The policy pages as fans read them: a table wider than a phone scrolls in a region of its own that
 * a keyboard can reach, and the other pages are listed once, in the footer.
 */

test('on a phone, the privacy table scrolls sideways in a named region a keyboard can reach, and axe finds nothing', async ({
  page,
}, testInfo) => {
  test.skip(!isPhone(testInfo.project.name), 'the table is wider than the screen on a phone');
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  await appReady(page);
  const region = page.getByRole('region', { name: 'Table: What, Why, How long' });
  await expect(region).toBeVisible();
  await expect(region.getByRole('table')).toContainText('6 years, as tax law requires');
  // The page itself does not widen: the table scrolls inside its region.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const scroll = () => region.evaluate((element) => element.scrollLeft);
  const widths = await region.evaluate((element) => [element.scrollWidth, element.clientWidth]);
  expect(widths[0]).toBeGreaterThan(widths[1] ?? 0);
  // Tab reaches it, and the arrow key scrolls it to the column cut off on the right.
  await page.getByRole('heading', { level: 2, name: 'What we collect, and why' }).click();
  await page.keyboard.press('Tab');
  await expect(region).toBeFocused();
  expect(await scroll()).toBe(0);
  await page.keyboard.press('ArrowRight');
  await expect.poll(scroll).toBeGreaterThan(0);

  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
});

test('a policy page lists the other pages once, in the footer', async ({ page }, testInfo) => {
  test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
  await page.goto('/shipping');
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping' })).toBeVisible();
  const footer = page.getByRole('navigation', { name: 'Shop information' });
  for (const name of ['Returns & refunds', 'Privacy', 'Terms', 'FAQ & contact']) {
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(1);
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  }
});
