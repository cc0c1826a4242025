import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, isPhone, test } from './support/test';

const simulator = () => {
  const url = process.env.E2E_DELIVERY_SIM_ORIGIN;
  if (!url) throw new Error('The delivery simulator is not running.');
  return url;
};

type Recorded = {
  method: string;
  path: string;
  body: { drop?: { address: string; lat: number; long: number } };
};

async function offersFor(token: string): Promise<Recorded[]> {
  const requests: Recorded[] = await (await fetch(`${simulator()}/__requests`)).json();
  return requests.filter(
    (r) => r.path.startsWith('/deliveries/offers') && r.body.drop?.address.includes(token),
  );
}

async function bagWithOneTee(page: Page) {
  await page.goto('/store/harmattan-tour-tee');
  await page.getByRole('button', { name: 'ADD TO BAG' }).click();
  await page.getByRole('link', { name: 'GO TO BAG' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

async function fillContact(page: Page, address: string, state = 'Lagos', city = 'Ikeja') {
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Phone').fill('0803 123 4567');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Obi');
  await page.getByLabel('Address', { exact: true }).fill(address);
  await page.getByLabel('State').selectOption(state);
  await page.getByLabel('City').selectOption(city);
}

async function grantPosition(context: BrowserContext, latitude: number, longitude: number) {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude, longitude });
}

const uniqueAddress = (label: string) =>
  `${Math.floor(Math.random() * 900 + 100)} ${label} Street ${Date.now()}`;

test.describe('checkout', () => {
  test('step 0 checks every field in order and shows each message', async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
    await bagWithOneTee(page);
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Please check the following' });
    await expect(summary.getByRole('listitem')).toHaveText([
      'Please Input your firstname',
      'Please Input your lastname',
      'Please ensure you entered a working email address',
      'Please input a phone number',
      'Please input your house address',
      'Please ensure all fields have been filled',
    ]);
    // Beside its field, too.
    await expect(page.getByLabel('First name')).toHaveAccessibleDescription('Please Input your firstname');
    await expect(page.getByLabel('State')).toHaveAccessibleDescription(
      'Please ensure all fields have been filled',
    );

    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Obi');
    await page.getByLabel('Email').fill('ada@example');
    await page.getByLabel('Phone').fill('12345');
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await expect(summary.getByRole('listitem')).toHaveText([
      'Please ensure you entered a working email address',
      'Please enter a Nigerian phone number, like 0803 123 4567',
      'Please input your house address',
      'Please ensure all fields have been filled',
    ]);
  });

  test('happy path with location granted: the quote uses the device position', async ({ page, context }) => {
    await grantPosition(context, 6.6018, 3.3515);
    await bagWithOneTee(page);
    const address = uniqueAddress('Allen');
    await fillContact(page, address);
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await expect(page.getByRole('heading', { name: 'Shipping method' })).toBeVisible();
    // Lagos in the simulator: ₦2,500 + ₦150 service charge.
    const shipping = page.getByRole('radio', { name: /Standard delivery/ });
    await expect(shipping).toBeChecked();
    await expect(page.getByText('₦2,650', { exact: true }).first()).toBeVisible();
    // With the price, the courier's delivery time that the Shipping page promises.
    await expect(shipping).toHaveAccessibleName(/₦2,650\s*Delivery time: Same day/);
    const [offer] = await offersFor(address);
    expect(offer?.body.drop).toMatchObject({ lat: 6.6018, long: 3.3515 });

    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart-store') ?? '{}').state);
    expect(stored.deliveryDetails).toMatchObject({
      recipientName: 'Ada Obi',
      recipientEmail: 'ada@example.com',
      recipientPhone: '0803 123 4567',
      deliveryFee: 265_000,
      orderTotal: 1_500_000 + 265_000,
    });
  });

  test('with location denied, the fixed Lagos position is used', async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
    await bagWithOneTee(page);
    const address = uniqueAddress('Denied');
    await fillContact(page, address);
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await expect(page.getByRole('heading', { name: 'Shipping method' })).toBeVisible();
    await expect(page.getByText(/could not read your location/)).toBeVisible();
    const [offer] = await offersFor(address);
    expect(offer?.body.drop).toMatchObject({ lat: 6.5244, long: 3.3792 });
  });

  test('pickup is free, and the total follows the choice', async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
    await bagWithOneTee(page);
    await fillContact(page, uniqueAddress('Pickup'));
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await page.getByRole('radio', { name: /Pickup/ }).check();
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(page.getByRole('radio', { name: /Pickup/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Pickup/ })).toHaveAccessibleName(/Free/);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart-store') ?? '{}').state);
    expect(stored.deliveryDetails).toMatchObject({ deliveryFee: 0, orderTotal: 1_500_000 });
    await expect(summary).toHaveCount(1);
  });

  test('a state the courier does not serve can be chosen, and leads to pickup', async ({
    page,
  }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
    await bagWithOneTee(page);
    const state = page.getByLabel('State');
    await expect(state.getByRole('option', { name: 'Borno (pickup only)' })).toHaveCount(1);
    await expect(state.getByRole('option', { name: 'Lagos', exact: true })).toHaveCount(1);
    const address = uniqueAddress('Maiduguri');
    await fillContact(page, address, 'Borno', 'Maiduguri');
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await expect(page.getByRole('heading', { name: 'Shipping method' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'We do not deliver to Borno yet' })).toHaveText(
      'We do not deliver to Borno yet: choose pickup and collect your order from us.',
    );
    const shipping = page.getByRole('radio', { name: /Standard delivery/ });
    await expect(shipping).toBeDisabled();
    await expect(shipping).toHaveAccessibleName(/Not available/);
    await expect(page.getByRole('radio', { name: /Pickup/ })).toBeChecked();
    expect(await offersFor(address)).toEqual([]);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart-store') ?? '{}').state);
    expect(stored.deliveryDetails).toMatchObject({ deliveryFee: 0, orderTotal: 1_500_000 });
  });

  test('provider down: a plain message, a retry, and pickup still works — never ₦0 delivery', async ({
    page,
    consoleErrors,
  }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
    await bagWithOneTee(page);
    const address = uniqueAddress('Outage');
    await fetch(`${simulator()}/__control`, {
      method: 'POST',
      body: JSON.stringify({ failStatus: 503, failAddressIncludes: address }),
    });
    await fillContact(page, address);
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'We could not get a delivery price right now' });
    await expect(alert).toBeVisible();
    await expect(page.getByRole('radio', { name: /Standard delivery/ })).toBeDisabled();
    await expect(page.getByRole('radio', { name: /Standard delivery/ })).toHaveAccessibleName(
      /Price unavailable/,
    );
    await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
    consoleErrors.length = 0; // the failed quote is logged on purpose, and the browser reports the 503

    await fetch(`${simulator()}/__control`, { method: 'POST', body: JSON.stringify({ failStatus: null }) });
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('radio', { name: /Standard delivery/ })).toHaveAccessibleName(/₦2,650/);
    await page.getByRole('radio', { name: /Pickup/ }).check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  });

  test('on a phone the summary starts collapsed and toggles on tap; after step 0 it is no button, shown read-only', async ({
    page,
  }, testInfo) => {
    test.skip(!isPhone(testInfo.project.name), 'a desktop always shows the summary');
    await bagWithOneTee(page);
    const toggle = page.getByRole('button', { name: 'Show order summary' });
    const lines = page.getByRole('list', { name: 'Items in your bag' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(lines).toBeHidden();
    await toggle.click();
    await expect(lines).toBeVisible();
    await page.getByRole('button', { name: 'Hide order summary' }).click();
    await expect(lines).toBeHidden();

    await fillContact(page, uniqueAddress('Toggle'));
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await expect(page.getByRole('heading', { name: 'Shipping method' })).toBeVisible();
    // The specification ignores the tap past step 0: there is nothing to tap, and the items show.
    await expect(page.getByRole('button', { name: /order summary/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: /^Order summary/ })).toBeVisible();
    await expect(lines).toBeVisible();
    await expect(lines.getByRole('button')).toHaveCount(0);
  });

  test('on a desktop the summary sits beside the steps', async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'a phone collapses the summary');
    await bagWithOneTee(page);
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary.getByRole('list', { name: 'Items in your bag' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show order summary' })).toHaveCount(0);
    const form = await page.getByRole('form', { name: 'Contact' }).boundingBox();
    const aside = await summary.boundingBox();
    expect(aside && form && aside.x > form.x + form.width - 1).toBe(true);
  });

  test('what was typed survives a reload', async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
    await bagWithOneTee(page);
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    await expect(page.getByLabel('Email')).toHaveValue('ada@example.com');
  });
});

test('the delivery provider secret never reaches the browser', async ({ page }, testInfo) => {
  test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
  const { E2E_DELIVERY_SECRET } = await import('./support/global-setup');
  const files = fs
    .readdirSync('dist/web', { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile());
  for (const file of files) {
    const text = fs.readFileSync(path.join(file.parentPath, file.name)).toString('latin1');
    expect(text.includes(E2E_DELIVERY_SECRET), file.name).toBe(false);
  }
  const seen: string[] = [];
  page.on('response', async (response) => {
    seen.push(JSON.stringify(await response.allHeaders()));
    seen.push(await response.text().catch(() => ''));
  });
  await bagWithOneTee(page);
  await fillContact(page, uniqueAddress('Secret'));
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
  await expect(page.getByRole('heading', { name: 'Shipping method' })).toBeVisible();
  expect(seen.length).toBeGreaterThan(5);
  expect(seen.some((text) => text.includes(E2E_DELIVERY_SECRET))).toBe(false);
});

test.describe('checkout in the address bar', () => {
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  test.beforeEach(({}, testInfo) => test.skip(isPhone(testInfo.project.name), 'the same on both sizes'));
  test('each step is in the URL: Back returns to the last step, reload stays on it', async ({
    page,
    context,
  }) => {
    await grantPosition(context, 6.6018, 3.3515);
    await bagWithOneTee(page);
    await fillContact(page, uniqueAddress('History'));
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await expect(page).toHaveURL(/\/cart\?step=shipping$/);
    await expect(page.getByRole('heading', { name: 'Shipping method' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/cart\?step=payment$/);
    await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/cart\?step=shipping$/);
    await expect(page.getByRole('heading', { name: 'Shipping method' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Shipping method' })).toBeVisible();
    // The price is asked for again, so the step works after the reload.
    await expect(page.getByRole('radio', { name: /Standard delivery/ })).toBeChecked();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();

    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { name: 'Contact', exact: true })).toBeVisible();
  });

  test('a step that is not yet valid sends the shopper back to the contact step', async ({ page }) => {
    await bagWithOneTee(page);
    await page.goto('/cart?step=payment');
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { name: 'Contact', exact: true })).toBeVisible();
  });
});

test.describe('the bag in checkout', () => {
  test('each line has − and + within the stock, and never goes below 1', async ({ page }, testInfo) => {
    // Harmattan Bucket Hat: 3 of the one variant.
    await page.goto('/store/harmattan-bucket-hat');
    await page.getByRole('button', { name: 'ADD TO BAG' }).click();
    await page.getByRole('link', { name: 'GO TO BAG' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    if (isPhone(testInfo.project.name))
      await page.getByRole('button', { name: 'Show order summary' }).click();
    const lines = page.getByRole('list', { name: 'Items in your bag' });
    const what = 'Harmattan Bucket Hat (Sand, One Size)';
    const more = lines.getByRole('button', { name: `One more ${what}` });
    const less = lines.getByRole('button', { name: `One less ${what}` });
    const count = lines.getByRole('group', { name: `Quantity of ${what}` }).locator('output');
    await expect(count).toHaveText('1');
    await expect(less).toBeDisabled();
    await more.click();
    await more.click();
    await expect(count).toHaveText('3');
    await expect(more).toBeDisabled();
    // The stepper says how many; the line does not say it again.
    await expect(lines).not.toContainText('Qty');
    await less.click();
    await expect(count).toHaveText('2');
    await expect(page.getByRole('link', { name: 'Bag, 2 items' })).toBeVisible();
  });

  test('the error summary follows the form from top to bottom, and each message leads to its field', async ({
    page,
  }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
    await bagWithOneTee(page);
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Please check the following' });
    // Read once it is there: evaluateAll does not wait for the summary to be drawn.
    await expect(summary.getByRole('link', { name: 'Please input a phone number' })).toBeVisible();
    const fieldsTopToBottom = await page
      .getByRole('form', { name: 'Contact' })
      .locator('input:not([type=hidden]), select')
      .evaluateAll((elements) => elements.map((element) => element.id));
    const linked = await summary
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => (link.getAttribute('href') ?? '').slice(1)));
    expect(linked).toEqual(fieldsTopToBottom.filter((id) => linked.includes(id)));
    expect(linked[0]).toBe('checkout-firstName');
    await summary.getByRole('link', { name: 'Please input a phone number' }).click();
    await expect(page.getByLabel('Phone')).toBeFocused();
  });
});
