import { appReady } from './support/app-ready';
import { ownOrigin, signIn } from './support/sign-in';
import { expect, isPhone, test } from './support/test';

/** What shoppers and staff tripped over, each fixed and kept fixed. */

test.describe('the phone spotlight', () => {
  test('is usable at once when its clip is already loaded, as after going back to the home page', async ({
    page,
  }, testInfo) => {
    test.skip(!isPhone(testInfo.project.name), 'the desktop spotlight has the browser’s controls');
    await page.goto('/');
    const spotlight = page.getByRole('region', { name: 'New Release!', exact: true });
    await expect(spotlight.getByRole('button', { name: 'Play' })).toBeEnabled({ timeout: 15_000 });
    await page.goto('/store');
    await page.goBack();
    // The clip comes from the cache: it may have played through before the screen listened.
    await expect(spotlight.getByRole('button', { name: 'Play' })).toBeEnabled({ timeout: 5_000 });
    await expect(spotlight.getByRole('button', { name: 'Unmute' })).toBeEnabled();
  });
});

test.describe('not found, worded for what happened', () => {
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  test.beforeEach(({}, testInfo) => test.skip(isPhone(testInfo.project.name), 'the same on both sizes'));
  test('a missing page does not say it sold out', async ({ page, consoleErrors }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that page');
    await expect(page.getByText('The address may be mistyped, or the page may have moved.')).toBeVisible();
    await expect(page.getByText(/sold out/)).toHaveCount(0);
    consoleErrors.length = 0; // the browser reports the 404 status itself
  });

  test('a missing release does not say it sold out', async ({ page, consoleErrors }) => {
    await page.goto('/discography/no-such-release');
    await expect(page.getByText('The link may be mistyped, or the release may have moved.')).toBeVisible();
    await expect(page.getByText(/sold out/)).toHaveCount(0);
    consoleErrors.length = 0;
  });

  test('a missing product may have sold out for good', async ({ page, consoleErrors }) => {
    await page.goto('/store/no-such-product');
    await expect(page.getByText('It may have sold out for good, or the link may be mistyped.')).toBeVisible();
    consoleErrors.length = 0;
  });

  test('an order link without its key says the link is incomplete, asking the server nothing', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/orders/')) asked.push(request.url());
    });
    await page.goto('/orders/SF-ABC234');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This order link is incomplete');
    await expect(
      page.getByText('Use the whole link from your confirmation email.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByText('Some of the information sent is not valid.')).toHaveCount(0);
    expect(asked).toEqual([]);
  });
});

test('social previews use the public address for og:image and twitter:image, whatever host was typed', async ({
  page,
}, testInfo) => {
  test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
  const publicOrigin = new URL(process.env.E2E_BASE_URL ?? '').origin;
  const typed = publicOrigin.replace('127.0.0.1', 'localhost');
  expect(typed).not.toBe(publicOrigin);
  await page.goto(`${typed}/store/harmattan-tour-tee`);
  await expect(page.getByRole('heading', { level: 1, name: 'Harmattan Tour Tee' })).toBeVisible();
  // Move within the app, so the browser (not the server) writes the tags.
  await page.goto(`${typed}/store`);
  await page
    .getByRole('link', { name: /Lagos Nights Zip Hoodie/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lagos Nights Zip Hoodie' })).toBeVisible();
  const og = page.locator('meta[property="og:image"]');
  const twitter = page.locator('meta[name="twitter:image"]');
  await expect(og).toHaveAttribute('content', new RegExp(`^${publicOrigin}/`));
  await expect(twitter).toHaveAttribute('content', (await og.getAttribute('content')) ?? 'missing');
});

test.describe('the product form', () => {
  test.beforeEach(async ({ context }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
    await signIn(context);
  });

  test('a field’s error goes as soon as the field is fixed', async ({ page, consoleErrors }) => {
    await page.goto('/admin/newproduct');
    await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
    await page.getByRole('button', { name: 'Save product' }).click();
    const name = page.getByLabel('Name', { exact: true });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter a name.', { exact: true })).toBeVisible();
    await name.fill('Encore Tee');
    await expect(name).toHaveAttribute('aria-invalid', 'false');
    await expect(page.getByText('Enter a name.', { exact: true })).toHaveCount(0);
    consoleErrors.length = 0; // the browser reports the 400 itself
  });

  test('editing a product that does not exist shows “Product not found”, not an empty form', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/admin/products/no-such-product');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product not found');
    await expect(page.getByRole('button', { name: 'Save product' })).toHaveCount(0);
    await expect(page.getByLabel('Name', { exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to products' }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    consoleErrors.length = 0; // the browser reports the 404 itself
  });
});

test('a sold-out size is announced as sold out yet works; chosen, it says Out of stock and opens Notify me, which describes it', async ({
  page,
}, testInfo) => {
  test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
  // Lagos Nights Tee: Black in S has none left; Navy in S has some.
  await page.goto('/store/lagos-nights-tee');
  await expect(page.getByRole('heading', { level: 1, name: 'Lagos Nights Tee' })).toBeVisible();
  await appReady(page);
  const option = (name: string | RegExp) =>
    page.getByRole('button', { name, exact: typeof name === 'string' });
  await expect(option('S')).toHaveAttribute('aria-pressed', 'true');
  // With S chosen, Black is the sold-out colour: named so, and a button that can be used.
  const black = option('Black (Sold out)');
  await expect(black).toBeEnabled();
  await expect(black).not.toHaveAttribute('aria-disabled');
  await expect(black).toHaveAccessibleDescription('Choose it to be emailed when it is back.');
  await expect(option('Navy')).toBeEnabled();
  await option('M').click();
  await expect(option('Black')).toBeEnabled();
  await option('Black').click();
  const small = option('S (Sold out)');
  await expect(small).toBeEnabled();
  await expect(small).toHaveCSS('text-decoration-line', 'line-through');
  // A tap, as a screen reader's double tap or a finger gives it: nothing forced.
  await small.click();
  await expect(small).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('paragraph').filter({ hasText: /^Out of stock$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Out of stock', exact: true })).toBeDisabled();
  // The form it opened says what is sold out, and the chosen option is described by those words.
  const notify = page.getByRole('region', { name: 'Notify me' });
  const lead = "Black, S is sold out. Leave your email and we'll write once it is back.";
  await expect(notify).toHaveAccessibleDescription(lead);
  await expect(small).toHaveAccessibleDescription(lead);
  // By keyboard too: Tab reaches the sold-out option and Enter chooses it.
  await option('M').click();
  await expect(notify).toHaveCount(0);
  await small.focus();
  await page.keyboard.press('Enter');
  await expect(small).toHaveAttribute('aria-pressed', 'true');
  await expect(notify).toBeVisible();
});

test('on a phone, the shipping step starts below the header and its buttons do not wrap', async ({
  page,
  context,
}, testInfo) => {
  test.skip(!isPhone(testInfo.project.name), 'the sticky header covers nothing on a desktop');
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 6.6, longitude: 3.35 });
  await page.goto('/store/harmattan-tour-tee');
  await page.getByRole('button', { name: 'ADD TO BAG' }).click();
  await page.getByRole('link', { name: 'GO TO BAG' }).click();
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Phone').fill('0803 123 4567');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Obi');
  await page.getByLabel('Address', { exact: true }).fill('12 Allen Avenue');
  await page.getByLabel('State').selectOption('Lagos');
  await page.getByLabel('City').selectOption('Ikeja');
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
  const heading = page.getByRole('heading', { level: 2, name: 'Shipping method' });
  await expect(heading).toBeVisible();
  const header = await page.locator('header.shop-header').boundingBox();
  const steps = await page.getByRole('list', { name: 'Checkout steps' }).boundingBox();
  expect(header && steps && steps.y >= header.y + header.height - 1).toBe(true);
  const lineHeight = async (name: string) => {
    const box = await page.getByRole('button', { name }).boundingBox();
    return box?.height ?? 0;
  };
  expect(await lineHeight('Back to contact')).toBeLessThan(32);
  expect(await lineHeight('Continue to payment')).toBeLessThan(60);
});

test.describe('admin on a phone', () => {
  test.beforeEach(async ({ context }, testInfo) => {
    test.skip(!isPhone(testInfo.project.name), 'every tab fits on a desktop');
    await signIn(context);
  });

  test('the tab bar hints that it scrolls, and keeps the current tab in view', async ({ page }) => {
    await page.goto('/admin/dashboard');
    const tabs = page.getByRole('navigation', { name: 'Admin' });
    await expect(tabs).toHaveAttribute('data-more-after', 'true');
    await expect(tabs).not.toHaveAttribute('data-more-before', 'true');
    await page.goto('/admin/newsletter');
    await expect(tabs.getByRole('link', { name: 'Newsletter' })).toBeInViewport();
    await expect(tabs).toHaveAttribute('data-more-before', 'true');
  });

  test('on an order, History stands apart from the Total above it', async ({ page }) => {
    const placed = await page.request.post('/api/orders', {
      headers: ownOrigin(),
      data: {
        lines: [{ productId: 'essentials-crew-socks', color: 'White', size: 'L', quantity: 2 }],
        contact: {
          email: 'ada@example.com',
          phone: '0803 123 4567',
          firstName: 'Ada',
          lastName: 'Obi',
          address: '12 Allen Avenue',
          apartment: '',
          country: 'Nigeria',
          state: 'Lagos',
          city: 'Ikeja',
          postalCode: '',
        },
        shippingMethod: 'pickup',
        position: { lat: 6.6, long: 3.35 },
        paymentMethod: 'pay_on_delivery',
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const { order } = (await placed.json()) as { order: { number: string } };
    await page.goto(`/admin/orders/${order.number}`);
    const total = await page.getByText('Total', { exact: true }).boundingBox();
    const history = await page.getByRole('heading', { level: 2, name: 'History' }).boundingBox();
    expect(total && history && history.y - (total.y + total.height)).toBeGreaterThanOrEqual(24);

    // Once units are cancelled, their list comes first after the totals, and stands apart too.
    const cancelled = await page.request.post(`/api/admin/orders/${order.number}/adjustments`, {
      headers: ownOrigin(),
      data: {
        requestKey: `polish-${Date.now()}`,
        lines: [{ position: 0, quantity: 1, restock: true }],
        amountKobo: 0,
        method: 'none',
      },
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    await page.reload();
    const after = await page.getByText('Total', { exact: true }).boundingBox();
    const changes = await page
      .getByRole('heading', { level: 2, name: 'Cancellations and refunds' })
      .boundingBox();
    expect(after && changes && changes.y - (after.y + after.height)).toBeGreaterThanOrEqual(24);
  });
});

test.describe('a way around from every public page', () => {
  for (const [path, heading] of [
    ['/about', 'About Temi Vale'],
    ['/discography', 'Discography'],
    ['/discography/lagos-nights', 'Lagos Nights'],
    ['/store', 'Official Shop'],
  ] as const) {
    test(`${path} has the site header: Store, Discography, Videos, Tour, About and the bag`, async ({
      page,
    }, testInfo) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const bag = page.getByRole('link', { name: /^Bag, \d+ items?$/ });
      await expect(bag).toBeVisible();
      if (isPhone(testInfo.project.name)) {
        const menu = page.getByRole('button', { name: 'Menu' });
        await expect(menu).toHaveAttribute('aria-expanded', 'false');
        await menu.click();
        await expect(menu).toHaveAttribute('aria-expanded', 'true');
      }
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link')).toHaveText(['Store', 'Discography', 'Videos', 'Tour', 'About']);
      await nav.getByRole('link', { name: 'About' }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.getByRole('heading', { level: 1, name: 'About Temi Vale' })).toBeVisible();
    });
  }

  test('Videos in the header leads to the videos on the home page', async ({ page }, testInfo) => {
    await page.goto('/discography');
    if (isPhone(testInfo.project.name)) await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Videos' }).click();
    await expect(page).toHaveURL(/\/#videos$/);
    await expect(page.getByRole('heading', { name: 'Videos', exact: true })).toBeInViewport();
  });

  test('the home page shows the bag with its count beside the hero menu', async ({ page }) => {
    await page.goto('/store/harmattan-bucket-hat');
    await page.getByRole('button', { name: 'ADD TO BAG' }).click();
    // A tap made before the app is ready is held until it is: leave once it has been made.
    await expect(page.getByRole('link', { name: 'Bag, 1 item' }).first()).toBeVisible();
    await page.goto('/');
    const bag = page.getByRole('link', { name: 'Bag, 1 item' });
    await expect(bag).toBeVisible();
    await bag.click();
    await expect(page).toHaveURL(/\/cart$/);
  });

  test('Back from a product returns to where the shop was scrolled', async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
    await page.goto('/store');
    // Moving within the app (a link followed before it is ready is a new page load, as on any site).
    await appReady(page);
    const card = page.getByRole('link', { name: /Essentials Crew Socks/ }).first();
    await card.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Essentials Crew Socks' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Official Shop' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
  });
});

test('pickup says where and when: in the shipping step and on the confirmation page', async ({
  page,
  context,
}, testInfo) => {
  test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 6.6, longitude: 3.35 });
  await page.goto('/store/essentials-canvas-tote');
  await page.getByRole('button', { name: 'ADD TO BAG' }).click();
  await page.getByRole('link', { name: 'GO TO BAG' }).click();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Obi');
  await page.getByLabel('Email').fill('ada.pickup@example.com');
  await page.getByLabel('Phone').fill('0803 123 4567');
  await page.getByLabel('Address', { exact: true }).fill('12 Allen Avenue');
  await page.getByLabel('State').selectOption('Lagos');
  await page.getByLabel('City').selectOption('Ikeja');
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
  const pickup = page.getByRole('radio', { name: /Pickup/ });
  await expect(pickup).toBeVisible();
  const option = page.locator('label', { has: pickup });
  await expect(option).toContainText('Lekki Phase 1 Estate, Lekki, Lagos');
  await expect(option).toContainText('Monday to Saturday, 10 am to 6 pm');
  await pickup.check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('radio', { name: 'Pay on delivery' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/orders\/SF-/);
  await expect(page.getByText('Collect it at', { exact: true })).toBeVisible();
  await expect(page.getByText(/Lekki Phase 1 Estate, Lekki, Lagos/)).toBeVisible();
  await expect(page.getByText(/Monday to Saturday, 10 am to 6 pm/)).toBeVisible();
});

test('choosing a colour shows that colour’s photo', async ({ page }, testInfo) => {
  test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
  // Lagos Nights Tee: photo 1 is the navy tee, photo 2 the black one.
  await page.goto('/store/lagos-nights-tee');
  const main = page.getByRole('img', { name: 'Lagos Nights Tee', exact: true }).first();
  await expect(main).toHaveAttribute('src', '/media/products/lagos-nights-tee-1-960.webp');
  await page
    .getByRole('group', { name: 'Color' })
    .getByRole('button', { name: /^Black/ })
    .click({ force: true });
  await expect(main).toHaveAttribute('src', '/media/products/lagos-nights-tee-2-960.webp');
  await expect(page.getByRole('button', { name: 'Photo 2 of 2' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('group', { name: 'Color' }).getByRole('button', { name: /^Navy/ }).click();
  await expect(main).toHaveAttribute('src', '/media/products/lagos-nights-tee-1-960.webp');
});

test('staff choose the photo of each colour in the product form', async ({ page, context }, testInfo) => {
  test.skip(isPhone(testInfo.project.name), 'one project edits the shared demo product');
  await signIn(context);
  const before = await (await page.request.get('/api/admin/products/essentials-logo-tee')).json();
  try {
    await page.goto('/admin/products/essentials-logo-tee');
    const photos = page.getByRole('group', { name: 'Photo for each colour' });
    await expect(photos.getByLabel('White')).toHaveValue('/media/products/essentials-logo-tee-1-960.webp');
    await photos.getByLabel('White').selectOption({ label: 'Photo 2' });
    await photos.getByLabel('Black').selectOption({ label: 'No photo of its own' });
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);

    await page.goto('/store/essentials-logo-tee');
    const main = page.getByRole('img', { name: 'Essentials Logo Tee', exact: true }).first();
    await page
      .getByRole('group', { name: 'Color' })
      .getByRole('button', { name: /^White/ })
      .click({ force: true });
    await expect(main).toHaveAttribute('src', '/media/products/essentials-logo-tee-2-960.webp');
  } finally {
    // Put it back as it was, naming the version the save above made (a save never carries stock).
    const { version } = await (await page.request.get('/api/admin/products/essentials-logo-tee')).json();
    const { id: _id, quantity: _q, createdAt: _c, stock: _s, ...body } = before;
    const restored = await page.request.put('/api/admin/products/essentials-logo-tee', {
      headers: ownOrigin(),
      data: { ...body, version },
    });
    expect(restored.status(), 'the product is put back').toBe(200);
  }
});
