import type { Browser } from '@playwright/test';
import { ORDER_LOOKUP_MESSAGES } from '../src/domain/orders/order';
import { appReady } from './support/app-ready';
import { ownOrigin, signIn } from './support/sign-in';
import { expect, test } from './support/test';

/**
 * Shoppers' rough edges found on a walk through the shop on a phone and a desktop: a look-up form
 * that spent tries on nothing, a coming-soon product the home page offered for sale, keyboard
 * focus lost when a control is replaced or the page changes, and no way past the header's links.
 */

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

/** Adds a product through the admin API as staff, in a context of its own: the shopper stays signed out. */
async function addProduct(browser: Browser, name: string, liveAt: string | null): Promise<string> {
  const staff = await browser.newContext();
  try {
    await signIn(staff);
    const created = await staff.request.post('/api/admin/products', {
      headers: ownOrigin(),
      data: {
        name,
        description: 'Pressed for the tour. One run only.',
        price: 4_200_000,
        collection: 'essentials',
        colors: ['Black'],
        sizes: ['L'],
        stock: [{ color: 'Black', size: 'L', quantity: 40 }],
        imageUrls: ['/media/products/harmattan-tour-tee-1-960.webp'],
        liveAt,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    return (await created.json()).id;
  } finally {
    await staff.close();
  }
}

test('the home page’s shop preview shows a coming-soon product as the shop does: its drop date, no price', async ({
  page,
  browser,
}, testInfo) => {
  const name = `Drop Preview Jacket ${testInfo.project.name} ${Date.now()}`;
  const liveAt = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString();
  await addProduct(browser, name, liveAt);

  // The newest product leads the preview (the latest three, newest first).
  await page.goto('/');
  await appReady(page);
  const card = page
    .getByRole('region', { name: 'official shop', exact: true })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name }) });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByText('Coming soon', { exact: true })).toBeVisible();
  await expect(card.getByText(/^On sale /)).toBeVisible();
  await expect(card.getByText('₦42,000')).toHaveCount(0);
  await expect(card.getByRole('link', { name: `shop now: ${name}` })).toBeVisible();

  // The shop's own card for it says the same.
  await page.goto('/store');
  const storeCard = page.getByRole('article').filter({ hasText: name });
  await expect(storeCard.getByText('Coming soon', { exact: true })).toBeVisible();
  await expect(storeCard.getByText('₦42,000')).toHaveCount(0);
});

test.describe('keyboard focus follows a replaced control', () => {
  test('ADD TO BAG, pressed with Enter, hands focus to GO TO BAG; emptying the line with One less hands it back', async ({
    page,
  }) => {
    await page.goto('/store/harmattan-tour-tee');
    await appReady(page);
    await page.getByRole('button', { name: 'ADD TO BAG' }).press('Enter');
    await expect(page.getByRole('link', { name: 'GO TO BAG' })).toBeFocused();
    await expect(page.getByRole('status', { name: 'Quantity in bag' })).toHaveText('1');

    // Space, on the stepper that replaced it: the line is emptied, and ADD TO BAG is back in focus.
    await page.getByRole('button', { name: 'One less' }).press('Space');
    await expect(page.getByRole('button', { name: 'ADD TO BAG' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('link', { name: 'GO TO BAG' })).toBeFocused();
  });

  test('each checkout step’s button hands focus to the new step’s heading', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 6.6018, longitude: 3.3515 });
    await page.goto('/store/harmattan-tour-tee');
    await page.getByRole('button', { name: 'ADD TO BAG' }).click();
    await page.getByRole('link', { name: 'GO TO BAG' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await appReady(page);

    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Phone').fill('0803 123 4567');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Obi');
    await page.getByLabel('Address', { exact: true }).fill(`12 Focus Street ${Date.now()}`);
    await page.getByLabel('State').selectOption('Lagos');
    await page.getByLabel('City').selectOption('Ikeja');

    await page.getByRole('button', { name: 'Continue to shipping' }).press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Shipping method' })).toBeFocused();

    const toPayment = page.getByRole('button', { name: 'Continue to payment' });
    await expect(toPayment).toBeEnabled();
    await toPayment.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeFocused();

    await page.getByRole('button', { name: 'Back to shipping' }).press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Shipping method' })).toBeFocused();
    await page.getByRole('button', { name: 'Back to contact' }).press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Contact' })).toBeFocused();
  });
});

test.describe('the keyboard gets past the header and follows the page', () => {
  test('Skip to content, the first stop, shows and leads past the header to the page’s heading', async ({
    page,
  }) => {
    await page.goto('/store');
    await appReady(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Official Shop' })).toBeFocused();
    await expect(page).toHaveURL(/\/store$/);
    // The next stop is the page's first product, not the header's logo.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').getByRole('article').first().getByRole('link')).toBeFocused();
  });

  test('the skip link is out of sight until the keyboard reaches it', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('link', { name: 'Skip to content' })).not.toBeInViewport();
  });

  test('a move to another page puts focus on its heading; the page first opened keeps the browser’s', async ({
    page,
  }) => {
    await page.goto('/store');
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Official Shop' })).not.toBeFocused();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Discography' })
      .press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Discography' })).toBeFocused();
    // The keyboard goes on from the heading: the newest release, not the header again.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').getByRole('list').first().getByRole('link').first()).toBeFocused();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Official Shop' })).toBeFocused();
  });

  test('on staff pages too: the skip link leads to the page’s heading, a tab to the next page’s', async ({
    page,
    context,
  }) => {
    await signIn(context);
    await page.goto('/admin/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await appReady(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeFocused();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Products' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeFocused();
  });
});
