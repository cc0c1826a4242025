import type { Browser, Page } from '@playwright/test';
import { appReady } from './support/app-ready';
import { keepBagFromEarlierVisit } from './support/kept-bag';
import { hasHeader, outboxEmails } from './support/outbox';
import { createProduct, removeProduct, soldOutSmallTee } from './support/products';
import { ownOrigin, signIn } from './support/sign-in';
import { expect, isPhone, test } from './support/test';

async function openProduct(page: Page, id: string) {
  await page.goto(`/store/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** An option by its name; a sold-out one is named so too ("S (Sold out)"). */
const option = (page: Page, group: 'Color' | 'Size', name: string) =>
  page
    .getByRole('group', { name: group })
    .getByRole('button', { name: new RegExp(`^${name}( \\(Sold out\\))?$`) });

/** On a phone the checkout's order summary (with the bag) starts collapsed. */
async function openSummaryOnPhone(page: Page, projectName: string) {
  if (isPhone(projectName)) await page.getByRole('button', { name: 'Show order summary' }).click();
}

async function choose(page: Page, color: string, size: string) {
  for (const [group, name] of [
    ['Color', color],
    ['Size', size],
  ] as const) {
    const button = option(page, group, name);
    // A sold-out option is still a working button: nothing forces the tap.
    if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  }
}

test.describe('shop', () => {
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  test.beforeEach(({}, testInfo) => test.skip(isPhone(testInfo.project.name), 'the same on both sizes'));
  test('lists products grouped by collection, newest first in each, with the bag in the header', async ({
    page,
    request,
  }) => {
    const products: { id: string; name: string; collection: string }[] = await (
      await request.get('/api/products')
    ).json();
    const collections: { id: string; name: string }[] = await (await request.get('/api/collections')).json();
    await page.goto('/store');
    await expect(page.getByRole('heading', { level: 1, name: 'Official Shop' })).toBeVisible();
    for (const collection of collections) {
      const section = page.getByRole('region', { name: collection.name });
      const expected = products.filter((p) => p.collection === collection.id).map((p) => p.name);
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(expected);
    }
    await expect(page.getByRole('link', { name: 'Temi Vale — home' }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Bag, 0 items' }).click();
    await expect(page).toHaveURL(/\/cart$/);
  });

  test('marks a sold-out product and shows prices in naira', async ({ page }) => {
    await page.goto('/store');
    const card = page.getByRole('article').filter({ hasText: 'Lagos Nights Enamel Pin Set' });
    await expect(card).toContainText('Sold out');
    await expect(card).toContainText('₦5,000');
  });
});

/** Adds a one-variant product to Essentials as staff, in a context of its own: the shopper stays signed out. */
async function addEssential(browser: Browser, name: string): Promise<void> {
  const staff = await browser.newContext();
  try {
    await signIn(staff);
    const created = await staff.request.post('/api/admin/products', {
      headers: ownOrigin(),
      data: {
        name,
        price: 1_500_000,
        collection: 'essentials',
        colors: ['Black'],
        sizes: ['L'],
        stock: [{ color: 'Black', size: 'L', quantity: 10 }],
        imageUrls: ['/media/products/harmattan-tour-tee-1-960.webp'],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  } finally {
    await staff.close();
  }
}

test('a long product name keeps to two lines on its card, and the grid stays even', async ({
  page,
  browser,
}, testInfo) => {
  // Near the 120 characters staff may give, with a word too long for a phone's column.
  const name = `Harmattan Tour Heavyweight Garment-Dyed Oversized Long-Sleeve Tee, ${testInfo.project.name}, EmbroideredTourDatesEdition ${Date.now()}`;
  await addEssential(browser, name);
  await page.goto('/store');
  const grid = page.getByRole('region', { name: 'Essentials' });
  const heading = grid.getByRole('heading', { level: 3, name });
  await expect(heading).toBeVisible();
  const box = await heading.boundingBox();
  const lineHeight = await heading.evaluate((element) =>
    Number.parseFloat(getComputedStyle(element).lineHeight),
  );
  expect(box?.height ?? 0).toBeLessThanOrEqual(2 * lineHeight + 1);
  // Every card in the collection is as wide as the others.
  const widths = await grid
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().width)));
  expect(new Set(widths).size, `card widths ${widths.join(', ')}`).toBe(1);
});

test.describe('product details', () => {
  test('shows the photo, name, price with the naira sign, options and the description in paragraphs', async ({
    page,
  }, testInfo) => {
    await openProduct(page, 'harmattan-tour-tee');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harmattan Tour Tee');
    await expect(page.getByRole('img', { name: 'Harmattan Tour Tee' }).first()).toBeVisible();
    await expect(page.getByText('₦15,000', { exact: true })).toBeVisible();
    await expect(page.locator('.product-description p')).toHaveText([
      'Heavyweight cotton tee from the Harmattan Tour.',
      'Tour dates printed on the back, sun-faded logo on the chest.',
      'Relaxed fit: size down for a closer cut.',
    ]);
    // Defaults: the first colour and the first size.
    await expect(option(page, 'Color', 'Black')).toHaveAttribute('aria-pressed', 'true');
    await expect(option(page, 'Size', 'S')).toHaveAttribute('aria-pressed', 'true');
    // Tapping the chosen size again keeps it chosen: a choice changes, it is never emptied.
    await option(page, 'Size', 'S').click();
    await expect(option(page, 'Size', 'S')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'ADD TO BAG' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // The option labels show on a phone only; on both sizes each group is named by its own.
    const label = page.getByText('Color', { exact: true });
    if (isPhone(testInfo.project.name)) await expect(label).toBeVisible();
    else await expect(label).toBeHidden();
    await expect(page.getByRole('group', { name: 'Color' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Size' })).toBeVisible();
  });

  test('stock text for the chosen variant: 0 → Out of stock, 5 → Only 5 left!, 6 → In stock', async ({
    page,
  }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
    await openProduct(page, 'lagos-nights-tee');
    await choose(page, 'Black', 'S'); // 0 left
    await expect(page.getByRole('paragraph').filter({ hasText: /^Out of stock$/ })).toBeVisible();
    // The button of a variant with nothing left says so, disabled.
    await expect(page.getByRole('button', { name: 'Out of stock', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'ADD TO BAG' })).toHaveCount(0);
    await choose(page, 'Black', 'M'); // 5 left
    await expect(page.getByText('Only 5 left!', { exact: true })).toBeVisible();
    await choose(page, 'Navy', 'XL'); // 6 left
    await expect(page.getByText('In stock', { exact: true })).toBeVisible();
    await choose(page, 'Black', 'XL'); // 2 left
    await expect(page.getByText('Only 2 left!', { exact: true })).toBeVisible();
  });

  test('add, increase, decrease back to ADD TO BAG, never past the stock', async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
    await openProduct(page, 'harmattan-tour-hoodie');
    await choose(page, 'Rust', 'M'); // 4 left
    await page.getByRole('button', { name: 'ADD TO BAG' }).click();
    const count = page.getByRole('status').or(page.locator('output'));
    await expect(count).toHaveText('1');
    await expect(page.getByRole('link', { name: 'GO TO BAG' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bag, 1 item' })).toBeVisible();

    const more = page.getByRole('button', { name: 'One more' });
    const less = page.getByRole('button', { name: 'One less' });
    await more.click();
    await more.click();
    await more.click();
    await expect(count).toHaveText('4');
    await expect(more).toBeDisabled();
    await less.click();
    await expect(count).toHaveText('3');
    await less.click();
    await less.click();
    await less.click();
    await expect(page.getByRole('button', { name: 'ADD TO BAG' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bag, 0 items' })).toBeVisible();
  });

  test('each variant is its own bag line; GO TO BAG leads to the bag', async ({ page }, testInfo) => {
    await openProduct(page, 'harmattan-tour-tee');
    await page.getByRole('button', { name: 'ADD TO BAG' }).click();
    await choose(page, 'Sand', 'L');
    await expect(page.getByRole('button', { name: 'ADD TO BAG' })).toBeVisible();
    await page.getByRole('button', { name: 'ADD TO BAG' }).click();
    await expect(page.getByRole('link', { name: 'Bag, 2 items' })).toBeVisible();
    await page.getByRole('link', { name: 'GO TO BAG' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await openSummaryOnPhone(page, testInfo.project.name);
    const lines = page.getByRole('list', { name: 'Items in your bag' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    // Each line shows the photo of the colour bought: the Sand tee is not shown in black.
    await expect(lines.filter({ hasText: 'Black · S' }).locator('img')).toHaveAttribute(
      'src',
      /harmattan-tour-tee-1-\d+\.webp$/,
    );
    await expect(lines.filter({ hasText: 'Sand · L' }).locator('img')).toHaveAttribute(
      'src',
      /harmattan-tour-tee-2-\d+\.webp$/,
    );
  });

  test('a colour the shop no longer offers is no choice: ADD TO BAG says in the page what is missing', async ({
    page,
  }) => {
    // The shop was opened a while ago, so its catalogue is no longer taken as current; meanwhile
    // staff renamed the tee's Black, the colour the product page starts on.
    await page.clock.install();
    await page.goto('/store');
    await expect(page.getByRole('heading', { level: 1, name: 'Official Shop' })).toBeVisible();
    // The catalogue's age counts from the app's start, not from the server's drawing of the page.
    await appReady(page);
    await page.clock.fastForward('02:00');
    const renamed = (color: string) => (color === 'Black' ? 'Washed Black' : color);
    await page.route('**/api/products/harmattan-tour-tee', async (route) => {
      const response = await route.fetch();
      const product = await response.json();
      await route.fulfill({
        response,
        json: {
          ...product,
          colors: product.colors.map(renamed),
          stock: product.stock.map((line: { color: string }) => ({ ...line, color: renamed(line.color) })),
          colorImages: Object.fromEntries(
            Object.entries(product.colorImages).map(([color, url]) => [renamed(color), url]),
          ),
        },
      });
    });
    await page.getByRole('link', { name: 'Harmattan Tour Tee', exact: true }).click();
    await expect(option(page, 'Color', 'Washed Black')).toHaveAttribute('aria-pressed', 'false');
    const add = page.getByRole('button', { name: 'ADD TO BAG' });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await add.click({ force: true }); // a person can tap it; Playwright would wait for it to be enabled
    await expect(page.getByRole('alert')).toHaveText('Please select a color and size.');
    await expect(page.getByRole('link', { name: 'Bag, 0 items' })).toBeVisible();
    expect(dialogs).toEqual([]);
    // Choosing a colour answers it.
    await option(page, 'Color', 'Washed Black').click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await add.click();
    await expect(page.getByRole('link', { name: 'Bag, 1 item' })).toBeVisible();
  });

  test('an unknown product shows a not-found page', async ({ page, consoleErrors }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
    const response = await page.goto('/store/no-such-product');
    await expect(page.getByRole('heading', { name: 'We couldn’t find that product' })).toBeVisible();
    expect(response?.status()).toBe(404);
    consoleErrors.length = 0; // the browser reports the 404 responses themselves
  });
});

test.describe('bag', () => {
  test('each line shows photo, name, colour, size, quantity and price; Remove deletes the whole line', async ({
    page,
  }, testInfo) => {
    await openProduct(page, 'essentials-logo-tee');
    await page.getByRole('button', { name: 'ADD TO BAG' }).click();
    await page.getByRole('button', { name: 'One more' }).click();
    await openProduct(page, 'signature-dad-cap');
    await page.getByRole('button', { name: 'ADD TO BAG' }).click();
    // A tap made before the app is ready is held until it is: leave once it has been made.
    await expect(page.getByRole('link', { name: 'Bag, 3 items' }).first()).toBeVisible();
    await page.goto('/cart');
    await openSummaryOnPhone(page, testInfo.project.name);
    const lines = page.getByRole('list', { name: 'Items in your bag' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await expect(lines.first()).toContainText('Essentials Logo Tee');
    await expect(lines.first()).toContainText('White · S');
    await expect(
      lines
        .first()
        .getByRole('group', { name: 'Quantity of Essentials Logo Tee (White, S)' })
        .locator('output'),
    ).toHaveText('2');
    await expect(lines.first()).toContainText('₦27,000');
    await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText('Subtotal₦36,500');
    await page.getByRole('button', { name: 'Remove Essentials Logo Tee (White, S)' }).click();
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText('Signature Dad Cap');
    await page.getByRole('button', { name: /^Remove Signature Dad Cap/ }).click();
    await expect(page.getByText('Your bag is empty.')).toBeVisible();
  });

  test('survives a reload, kept in local storage under cart-store', async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
    await openProduct(page, 'essentials-canvas-tote');
    await page.getByRole('button', { name: 'ADD TO BAG' }).click();
    // A tap made before the app is ready is held until it is: reload once it has been made.
    await expect(page.getByRole('link', { name: 'Bag, 1 item' }).first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('link', { name: 'Bag, 1 item' })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart-store') ?? 'null'));
    expect(stored.state.bag).toHaveLength(1);
    expect(stored.state.bag[0]).toMatchObject({ color: 'Natural', size: 'One Size', quantity: 1 });
    expect(stored.state).toMatchObject({
      deliveryDetails: { deliveryFee: 0, orderTotal: 0 },
      orderStatus: { emailSent: false, paymentConfirmed: false },
    });
  });

  test('a stale bag is brought up to date with the shop, with a notice', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
    const products = await (await request.get('/api/products')).json();
    const cap = products.find((p: { id: string }) => p.id === 'signature-dad-cap');
    await keepBagFromEarlierVisit(page, [
      { product: { ...cap, price: 100 }, color: 'Black', size: 'One Size', quantity: 1 },
      {
        product: { ...cap, id: 'retired-cap', name: 'Retired Cap' },
        color: 'Black',
        size: 'One Size',
        quantity: 1,
      },
      { product: cap, color: 'Cream', size: 'One Size', quantity: 9 },
    ]);
    await page.goto('/cart');
    await openSummaryOnPhone(page, testInfo.project.name);
    const notice = page.getByRole('status').filter({ hasText: 'Your bag was updated' });
    await expect(notice).toContainText('Signature Dad Cap now costs ₦9,500 (was ₦1).');
    await expect(notice).toContainText('Retired Cap is no longer available and was taken out of your bag.');
    await expect(notice).toContainText(
      'Only 5 of Signature Dad Cap (Cream, One Size) left, so your bag now has 5.',
    );
    const lines = page.getByRole('list', { name: 'Items in your bag' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toHaveCount(0);
  });
});

// On both sizes: the form sits under the product's options, where a phone's screen is narrow.
test('notify me on a sold-out size: a fan leaves an address, and staff receiving units sends one email', async ({
  context,
  page,
}, testInfo) => {
  await signIn(context);
  const tag = isPhone(testInfo.project.name) ? 'P' : 'D';
  const id = await createProduct(context.request, soldOutSmallTee(`Notify Tee ${tag}`));
  const email = `notify-${tag.toLowerCase()}-${Date.now()}@example.com`;
  try {
    await openProduct(page, id);
    const notify = page.getByRole('region', { name: 'Notify me' });
    // Only on the sold-out size.
    await expect(notify).toHaveCount(0);
    await choose(page, 'Black', 'S');
    await expect(notify).toContainText('Black, S is sold out.');
    const consent = notify.getByRole('checkbox', {
      name: `Email me when Notify Tee ${tag} in Black, S is back in stock, and any news of it before then. Nothing else.`,
    });
    await expect(consent).not.toBeChecked();
    const send = notify.getByRole('button', { name: 'Notify me' });
    await notify.getByLabel('Email address').fill('not an address');
    await send.click();
    await expect(notify.getByRole('alert')).toHaveText('Please ensure you entered a working email address');
    await notify.getByLabel('Email address').fill(email);
    await send.click();
    await expect(notify.getByRole('alert')).toHaveText('Tick the box to agree to the one email.');
    // By keyboard: Space ticks the box, Enter in the field sends.
    await consent.focus();
    await page.keyboard.press('Space');
    await expect(consent).toBeChecked();
    await notify.getByLabel('Email address').press('Enter');
    await expect(notify.getByRole('status')).toHaveText("Done: we'll email you once, when it's here.");

    const received = await context.request.post(`/api/admin/products/${id}/stock`, {
      headers: ownOrigin(),
      data: { color: 'Black', size: 'S', reason: 'received', delta: 4, note: '' },
    });
    expect(received.status(), await received.text()).toBe(200);
    const sent = () => outboxEmails((raw) => hasHeader(raw, `To: ${email}`));
    await expect.poll(() => sent().length).toBe(1);
    expect(sent()[0]).toContain(`Subject: Back in stock: Notify Tee ${tag} (Black, S)`);
  } finally {
    await removeProduct(context.request, id);
  }
});
