import type { Page } from '@playwright/test';
import { ORDER_LOOKUP_MESSAGES } from '../src/domain/order';
import { expect, test } from './support/test';

/**
 * Shoppers' rough edges found on a walk through the shop on a phone and a desktop: a look-up form
 * that spent tries on nothing, a coming-soon product the home page offered for sale, and keyboard
 * focus lost when a control is replaced.
 */

/** Waits until the app has taken over the page the server drew, so typing and keys reach it. */
async function appReady(page: Page) {
  await expect(page.locator('#root')).toHaveAttribute('data-ready', '');
}

test('an empty order look-up is answered in the page, spends no try, and a real look-up still goes through', async ({
  page,
}) => {
  const lookUps: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/orders/lookup') lookUps.push(request.method());
  });
  await page.goto('/orders/lookup');
  await appReady(page);

  const send = page.getByRole('button', { name: 'Email me the link' });
  for (let i = 0; i < 6; i++) {
    await send.click();
    await expect(page.getByText(ORDER_LOOKUP_MESSAGES.number)).toBeVisible();
    await expect(page.getByText(ORDER_LOOKUP_MESSAGES.email)).toBeVisible();
  }
  await expect(page.getByLabel('Order number')).toBeFocused();
  await expect(page.getByLabel('Order number')).toHaveAttribute('aria-invalid', 'true');
  // A number that is not an order's, with a good email, is held back too, and says only what is wrong.
  await page.getByLabel('Order number').fill('SF-12');
  await page.getByLabel('Email').fill('ada@example.com');
  await send.click();
  await expect(page.getByText(ORDER_LOOKUP_MESSAGES.number)).toBeVisible();
  await expect(page.getByText(ORDER_LOOKUP_MESSAGES.email)).toBeHidden();
  expect(lookUps).toEqual([]);

  await page.getByLabel('Order number').fill('sf-zzzzz8');
  await send.click();
  await expect(page.getByRole('status')).toHaveText(ORDER_LOOKUP_MESSAGES.sent);
  await expect(page.getByText(/Too many look-ups/)).toBeHidden();
  expect(lookUps).toEqual(['POST']);
});
