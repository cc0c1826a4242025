import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import { appReady } from './support/app-ready';
import { type BuiltServer, startBuiltServer } from './support/built-server';
import { deviceContext } from './support/device-context';
import { E2E_STAFF } from './support/global-setup';
import { keepBagFromEarlierVisit } from './support/kept-bag';
import { expect, isPhone, test } from './support/test';

/**
 * One address for the shop, and the small layout faults a walk through the site found: each test
 * measures what a shopper sees (boxes, lines, links) on the size where the fault shows.
 */

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`not on the screen: ${locator}`);
  return found;
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

async function fillContact(page: Page) {
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Phone').fill('0803 123 4567');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Obi');
  await page.getByLabel('Address', { exact: true }).fill(`14 Layout Close ${Date.now()}`);
  await page.getByLabel('State').selectOption('Lagos');
  await page.getByLabel('City').selectOption('Ikeja');
}

test.describe('one address', () => {
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  test.beforeEach(({}, testInfo) => test.skip(isPhone(testInfo.project.name), 'the same on both sizes'));
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

test('on a phone the videos counter stays on one line', async ({ page }, testInfo) => {
  test.skip(!isPhone(testInfo.project.name), 'a desktop has the room');
  await page.goto('/');
  const videos = page.getByRole('region', { name: 'Videos' });
  await videos.scrollIntoViewIfNeeded();
  const counter = videos.getByText(/^\d+ \/ \d+$/);
  await expect(counter).toHaveText('1 / 2');
  // The height of the counter's text itself (its box stretches to the caption's height).
  const { lineHeight, textHeight } = await counter.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return {
      lineHeight: Number.parseFloat(getComputedStyle(element).lineHeight),
      textHeight: range.getBoundingClientRect().height,
    };
  });
  expect(textHeight).toBeGreaterThan(0);
  expect(textHeight).toBeLessThan(lineHeight * 1.5);
});

test('on a phone “Show order summary” has room above it and an arrow that turns when it opens', async ({
  page,
}, testInfo) => {
  test.skip(!isPhone(testInfo.project.name), 'a desktop always shows the summary');
  await bagWithTee(page);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  const toggle = summary.getByRole('button', { name: 'Show order summary' });
  const arrow = summary.getByRole('button', { name: /order summary/ }).locator('svg');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(arrow).toBeVisible();
  expect((await box(arrow)).width).toBeGreaterThanOrEqual(10);
  const label = summary.getByText('Show order summary');
  expect((await box(label)).y - (await box(summary)).y).toBeGreaterThanOrEqual(8);
  const turn = () => arrow.evaluate((element) => getComputedStyle(element).transform);
  expect(await turn()).toBe('none');

  await toggle.click();
  await expect(summary.getByRole('button', { name: 'Hide order summary' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(arrow).toBeVisible();
  // Turned half a turn: a rotation of 180° is the matrix (-1, 0, 0, -1).
  await expect.poll(turn).toMatch(/^matrix\(-1, (?:-?0|1\.22465e-16), (?:-?0|-?1\.22465e-16), -1, 0, 0\)$/);
});

test('“Your bag was updated” stands apart from the summary and the steps', async ({ page }) => {
  const products = await (await page.request.get('/api/products')).json();
  const cap = products.find((p: { id: string }) => p.id === 'signature-dad-cap');
  await keepBagFromEarlierVisit(page, [
    { product: { ...cap, price: 100 }, color: 'Black', size: 'One Size', quantity: 1 },
  ]);
  await page.goto('/cart');
  const notice = page.getByRole('status').filter({ hasText: 'Your bag was updated' });
  await expect(notice).toContainText('Signature Dad Cap now costs ₦9,500 (was ₦1).');
  const bottom = (await box(notice)).y + (await box(notice)).height;
  const summaryTop = (await box(page.getByRole('complementary', { name: 'Order summary' }))).y;
  const stepsTop = (await box(page.getByRole('list', { name: 'Checkout steps' }))).y;
  expect(summaryTop - bottom).toBeGreaterThanOrEqual(8);
  expect(stepsTop - bottom).toBeGreaterThanOrEqual(8);
});

test('About’s headings stand apart from the paragraph above them, and close to their own', async ({
  page,
}) => {
  await page.goto('/about');
  const article = page.getByRole('article');
  const headings = article.getByRole('heading', { level: 2 });
  await expect(headings.first()).toHaveText('Listen');
  for (const heading of await headings.all()) {
    const { above, below } = await heading.evaluate((element) => {
      const own = element.getBoundingClientRect();
      const before = element.previousElementSibling?.getBoundingClientRect();
      const after = element.nextElementSibling?.getBoundingClientRect();
      return {
        above: before ? own.top - before.bottom : Number.POSITIVE_INFINITY,
        below: after ? after.top - own.bottom : 0,
      };
    });
    expect(above, `space above “${await heading.textContent()}”`).toBeGreaterThanOrEqual(32);
    expect(above, `“${await heading.textContent()}” belongs with the text under it`).toBeGreaterThan(below);
  }
});

test('a bag line shows its quantity once: the stepper while it can change, “Qty” once it cannot', async ({
  page,
  context,
}, testInfo) => {
  test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 6.6, longitude: 3.35 });
  await bagWithTee(page, 3);
  if (isPhone(testInfo.project.name)) await page.getByRole('button', { name: 'Show order summary' }).click();
  const line = page.getByRole('list', { name: 'Items in your bag' }).getByRole('listitem').first();
  await expect(
    line.getByRole('group', { name: /^Quantity of Harmattan Tour Tee/ }).locator('output'),
  ).toHaveText('3');
  await expect(line.getByText(/Qty/)).toHaveCount(0);

  await fillContact(page);
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Shipping method' })).toBeVisible();
  await expect(line.getByRole('group')).toHaveCount(0);
  await expect(line.getByText(/Qty/)).toHaveText(/· Qty 3$/);
});

test('a step already done leads back to it, by mouse or keyboard, keeping what was entered', async ({
  page,
  context,
}, testInfo) => {
  test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 6.6, longitude: 3.35 });
  await bagWithTee(page);
  const steps = page.getByRole('list', { name: 'Checkout steps' });
  await expect(steps.getByRole('button')).toHaveCount(0);

  await fillContact(page);
  const address = await page.getByLabel('Address', { exact: true }).inputValue();
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Shipping method' })).toBeVisible();
  await page.getByRole('radio', { name: /Pickup/ }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const payment = page.getByRole('heading', { level: 2, name: 'Payment' });
  await expect(payment).toBeFocused();
  await expect(steps.getByRole('button')).toHaveCount(2);
  await expect(steps.getByRole('button', { name: 'Contact, done' })).toBeVisible();
  await expect(steps.getByRole('button', { name: 'Shipping, done' })).toBeVisible();

  // From the new step's heading, one Shift+Tab back reaches the last step done.
  await page.keyboard.press('Shift+Tab');
  await expect(steps.getByRole('button', { name: 'Shipping, done' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Shipping method' })).toBeFocused();
  await expect(page.getByRole('radio', { name: /Pickup/ })).toBeChecked();
  await expect(steps.getByRole('button')).toHaveCount(1);

  await steps.getByRole('button', { name: 'Contact, done' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Contact' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await expect(page.getByLabel('Email')).toHaveValue('ada@example.com');
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue(address);
  await expect(page.getByLabel('City')).toHaveValue('Ikeja');
});

test('About promises no way of writing that the site does not have', async ({ page }, testInfo) => {
  test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
  // The demo artist has linked no platform and set no contact email.
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: /^About / })).toBeVisible();
  await expect(page.getByText(/in the footer/)).toHaveCount(0);
  const footer = page.getByRole('navigation', { name: 'Social and music platforms' });
  await expect(footer.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Contact' })).toHaveCount(0);
});

test.describe('the footer’s links, as the artist’s team sets them', () => {
  // A server of its own: the other tests keep the demo's footer.
  test.describe.configure({ mode: 'serial' });
  let server: BuiltServer;
  test.beforeAll(async () => {
    // The same on both sizes: skipped before its server is started.
    test.skip(isPhone(test.info().project.name), 'the same on both sizes');
    test.setTimeout(90_000);
    server = await startBuiltServer({ DEMO_STAFF_PASSWORD: E2E_STAFF.password });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  const contextFor = (browser: Browser, testInfo: TestInfo) => deviceContext(browser, testInfo, server.url);

  test('the footer icons link where the team said, and About sends fans to those same links', async ({
    browser,
  }, testInfo) => {
    const instagram = `https://www.instagram.com/temivale.${testInfo.project.name}`;
    const x = `https://x.com/temivale_${testInfo.project.name}`;
    const staff = await contextFor(browser, testInfo);
    const login = await staff.request.post('/api/auth/login', {
      headers: { origin: new URL(server.url).origin },
      data: E2E_STAFF,
    });
    expect(login.status()).toBe(200);
    const site = await (await staff.request.get('/api/admin/site')).json();
    const urls: Record<string, string> = { Instagram: instagram, X: x };
    const socialLinks = site.socialLinks.map((link: { platform: string; url: string }) => ({
      ...link,
      url: urls[link.platform] ?? '',
    }));
    const saved = await staff.request.put('/api/admin/site', {
      headers: { origin: new URL(server.url).origin },
      data: { ...site, socialLinks },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    const fan = await contextFor(browser, testInfo);
    const page = await fan.newPage();
    await page.goto('/about');
    const footer = page.getByRole('navigation', { name: 'Social and music platforms' });
    await expect(footer.getByRole('link')).toHaveCount(2);
    await expect(footer.getByRole('link', { name: 'Instagram', exact: true })).toHaveAttribute(
      'href',
      instagram,
    );
    await expect(footer.getByRole('link', { name: 'X', exact: true })).toHaveAttribute('href', x);

    const contact = page.getByRole('article').getByText(/^For bookings and press/);
    await expect(contact).toHaveText('For bookings and press, send the team a message on Instagram or X.');
    await expect(contact.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', instagram);
    await expect(contact.getByRole('link', { name: 'X' })).toHaveAttribute('href', x);
    await staff.close();
    await fan.close();
  });
});
