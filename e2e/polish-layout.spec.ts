import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * One address for the shop, and the small layout faults a walk through the site found: each test
 * measures what a shopper sees (boxes, lines, links) on the size where the fault shows.
 */

/** Waits until the app has taken over the page the server drew, so taps and keys reach it. */
async function appReady(page: Page) {
  await expect(page.locator('#root')).toHaveAttribute('data-ready', '');
}

async function bagWithTee(page: Page, count = 1) {
  await page.goto('/store/harmattan-tour-tee');
  await appReady(page);
  await page.getByRole('button', { name: 'ADD TO BAG' }).click();
  for (let i = 1; i < count; i++) await page.getByRole('button', { name: 'One more' }).click();
  await expect(
    page.getByRole('link', { name: `Bag, ${count} item${count > 1 ? 's' : ''}` }).first(),
  ).toBeVisible();
  await page.getByRole('link', { name: 'GO TO BAG' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await appReady(page);
}

test.describe('one address', () => {
  test('a page opened under the other name for the machine lands on PUBLIC_URL’s, path and query kept, with the bag', async ({
    page,
  }) => {
    const publicOrigin = new URL(process.env.E2E_BASE_URL ?? '').origin;
    const other = publicOrigin.replace('127.0.0.1', 'localhost');
    expect(other).not.toBe(publicOrigin);
    await bagWithTee(page);

    // An email link, or the address typed from memory, under the other name.
    await page.goto(`${other}/cart?from=email`);
    expect(page.url()).toBe(`${publicOrigin}/cart?from=email`);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bag, 1 item' }).first()).toBeVisible();

    await page.goto(`${other}/store/harmattan-tour-tee?size=M`);
    expect(page.url()).toBe(`${publicOrigin}/store/harmattan-tour-tee?size=M`);
    await expect(page.getByRole('heading', { level: 1, name: 'Harmattan Tour Tee' })).toBeVisible();
  });
});
