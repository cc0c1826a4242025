import type { Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN_PAGES, type AdminPageId } from '../src/domain/pages/admin-pages';
import { sampleContact } from '../src/server/testing/order-fixtures';
import { answerConfirm } from './support/confirm';
import { removeProduct } from './support/products';
import { E2E_STAFF, ownOrigin, signIn, signInWithForm } from './support/sign-in';
import { expect, isPhone, test } from './support/test';

/** Names no other test (or the other project, running at the same time) will use. */
const unique = (testInfo: TestInfo) => `${testInfo.project.name}-${Date.now()}`;

async function png(background: string) {
  return sharp({ create: { width: 800, height: 1000, channels: 3, background } })
    .png()
    .toBuffer();
}

const rows = (page: Page, list: string) => page.getByRole('list', { name: list }).getByRole('listitem');

test.describe('the guard', () => {
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  test.beforeEach(({}, testInfo) => test.skip(isPhone(testInfo.project.name), 'the same on both sizes'));
  for (const route of ['/admin/products/harmattan-tour-tee', '/admin/collections/essentials']) {
    test(`signed out, ${route} redirects to /login`, async ({ page }) => {
      await page.goto(route);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome back!' })).toBeVisible();
    });
  }

  test('after signing in, staff land on the admin page they asked for', async ({ page }) => {
    test.slow(); // a real sign-in: scrypt is slow on purpose
    await page.goto('/admin/orders?stage=to_pack');
    await expect(page).toHaveURL(/\/login$/);
    await signInWithForm(page);
    await expect(page).toHaveURL(/\/admin\/orders\?stage=to_pack$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(page.getByLabel('Status')).toHaveValue('to_pack');
  });
});

test.describe('login screen', () => {
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  test.beforeEach(({}, testInfo) => test.skip(isPhone(testInfo.project.name), 'the same on both sizes'));
  test('shows the lock, the welcome, floating labels, Show Password and Login, without a footer', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back!');
    await expect(page.getByText('Please enter your details', { exact: true })).toBeVisible();
    // The lock is decorative (empty alt), so it is found by its picture rather than a name.
    const lock = page.locator('img[src$="lock.svg"]');
    await expect(lock).toBeVisible();
    await expect.poll(() => lock.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    const email = page.getByLabel('Email', { exact: true });
    const password = page.getByLabel('Password', { exact: true });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(password).toHaveAttribute('type', 'password');

    // A floating label sits inside its empty field and rises to the top edge once there is text.
    const emailLabel = page.locator('label', { hasText: /^Email$/ });
    const labelAboveCentre = async () => {
      const [field, label] = await Promise.all([email.boundingBox(), emailLabel.boundingBox()]);
      if (!field || !label) return Number.NaN;
      return field.y + field.height / 2 - (label.y + label.height / 2);
    };
    await expect.poll(labelAboveCentre).toBeLessThan(2);
    await email.fill(E2E_STAFF.email);
    await page.getByRole('heading', { level: 1 }).click(); // away from the field: no focus styles
    await expect.poll(labelAboveCentre).toBeGreaterThan(8);

    const show = page.getByRole('checkbox', { name: 'Show Password' });
    await expect(show).not.toBeChecked();
    await password.fill('secret words');
    await show.check();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('secret words');
    await show.uncheck();
    await expect(password).toHaveAttribute('type', 'password');

    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('a wrong password says so and stays on /login', async ({ page, consoleErrors }) => {
    await signInWithForm(page, { email: E2E_STAFF.email, password: 'not-the-password-1' });
    // The answer waits for a password hash, slow on purpose.
    await expect(page.getByRole('alert')).toHaveText('That email and password do not match our records.', {
      timeout: 15_000,
    });
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    consoleErrors.length = 0; // the browser reports the 401 itself
  });
});

test.describe('a staff session', () => {
  test('each admin page is titled by the server and the app alike, from the page manifest', async ({
    page,
    context,
  }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
    test.slow(); // a dozen admin screens, each read twice
    await signIn(context);
    const pages: [AdminPageId, string][] = [
      ['dashboard', '/admin/dashboard'],
      ['orders', '/admin/orders'],
      ['products', '/admin/products'],
      ['newProduct', '/admin/newproduct'],
      ['editProduct', '/admin/products/harmattan-tour-tee'],
      ['collections', '/admin/collections'],
      ['newCategory', '/admin/newcategory'],
      ['newsletter', '/admin/newsletter'],
      ['staff', '/admin/staff'],
      ['releases', '/admin/releases'],
      ['editRelease', '/admin/releases/lagos-nights'],
      ['site', '/admin/site'],
    ];
    for (const [id, url] of pages) {
      const title = `${ADMIN_PAGES[id].title} — Temi Vale`;
      const html = await (await page.request.get(url)).text();
      expect(/<title>(.*?)<\/title>/.exec(html)?.[1], url).toBe(title);
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page, url).toHaveTitle(title);
    }
  });

  test('lands on the dashboard, survives a reload and a new tab, and ends with Sign out', async ({
    page,
    context,
  }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
    test.slow(); // a real sign-in (scrypt is slow on purpose), then seven screens in two tabs
    await signInWithForm(page);
    await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 15_000 });
    const tabs = page.getByRole('navigation', { name: 'Admin' }).getByRole('link');
    await expect(tabs).toHaveText([
      'Dashboard',
      'Orders',
      'Products',
      'Collections',
      'Categories',
      'Releases',
      'Tour',
      'Site',
      'Pages',
      'Newsletter',
      'Broadcasts',
      'Codes',
      'Staff',
      'Activity',
    ]);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Orders this month', { exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Low stock' })).toBeVisible();
    // An owner goes from a low variant to its product's form.
    await expect(page.getByRole('table', { name: 'Low stock' }).getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    await page.reload();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    for (const [tab, path] of [
      ['Products', /\/admin\/products$/],
      ['Collections', /\/admin\/collections$/],
      ['Categories', /\/admin\/categories$/],
      ['Dashboard', /\/admin\/dashboard$/],
    ] as const) {
      await tabs.getByText(tab, { exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: tab })).toBeVisible();
    }

    const other = await context.newPage();
    await other.goto('/admin');
    await expect(other).toHaveURL(/\/admin\/dashboard$/);
    await expect(other.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/admin/products');
    await expect(page).toHaveURL(/\/login$/);
    await other.goto('/admin/dashboard');
    await expect(other).toHaveURL(/\/login$/);
    await other.close();
  });
});

test.describe('products', () => {
  test.beforeEach(async ({ context }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
    await signIn(context);
  });

  test('create with two images and stock per variant, see it in the shop, edit the price, delete it', async ({
    page,
  }, testInfo) => {
    test.slow(); // uploads, four screens and the shop
    const id = unique(testInfo);
    const name = `Test Tee ${id}`;
    const collection = `Test Drop ${id}`;
    const created = await page.request.post('/api/admin/collections', {
      data: { name: collection },
      headers: ownOrigin(),
    });
    expect(created.status()).toBe(201);
    const collectionId: string = (await created.json()).id;

    try {
      await test.step('create', async () => {
        await page.goto('/admin/products');
        await page.getByRole('link', { name: 'New Product' }).click();
        await expect(page).toHaveURL(/\/admin\/newproduct$/);
        await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
        await page.getByLabel('Name', { exact: true }).fill(name);
        await page.getByLabel('Description').fill('Soft cotton, made for the test run.');
        await page.getByLabel('Price (₦)').fill('12,500');
        await page.getByLabel('Collection').selectOption({ label: collection });
        await page.getByLabel('Category').selectOption({ label: 'T-shirts' });
        await page.getByLabel('Colours (comma-separated)').fill('Black, White');
        await page.getByLabel('Sizes (comma-separated)').fill('S, M, L');

        const grid = page.getByRole('group', { name: 'Starting stock for each colour and size' });
        await expect(grid.getByRole('spinbutton')).toHaveCount(6);
        let quantity = 0;
        for (const colour of ['Black', 'White']) {
          for (const size of ['S', 'M', 'L']) {
            quantity += 1;
            await grid
              .getByRole('spinbutton', { name: `Stock of ${colour}, ${size}` })
              .fill(String(quantity));
          }
        }

        await page.getByLabel('Upload images').setInputFiles([
          { name: 'front.png', mimeType: 'image/png', buffer: await png('#c33') },
          { name: 'back.png', mimeType: 'image/png', buffer: await png('#36c') },
        ]);
        const thumbnails = page.getByRole('list', { name: 'Product images' }).getByRole('img');
        await expect(thumbnails).toHaveCount(2);
        for (const thumbnail of await thumbnails.all()) {
          await expect(thumbnail).toBeVisible();
          await expect
            .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
            .toBeGreaterThan(0);
        }
        const photos = page.getByRole('group', { name: 'Photo for each colour' });
        await photos.getByLabel('White').selectOption({ label: 'Photo 2' });

        await page.getByRole('button', { name: 'Save product' }).click();
        await expect(page).toHaveURL(/\/admin\/products$/);
        const row = rows(page, 'Products').filter({ hasText: name });
        await expect(row).toContainText('In Stock: 21');
        await expect(row).toContainText('₦12,500');
      });

      await test.step('in the shop, under its collection', async () => {
        await page.goto('/store');
        const section = page.getByRole('region', { name: collection });
        const card = section.getByRole('article').filter({ hasText: name });
        await expect(card).toContainText('₦12,500');
        await card.getByRole('link').click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
        await expect(page.getByText('₦12,500', { exact: true })).toBeVisible();
        await expect(page.getByRole('group', { name: 'Color' }).getByRole('button')).toHaveText([
          'Black',
          'White',
        ]);
        await expect(page.getByRole('group', { name: 'Size' }).getByRole('button')).toHaveText([
          'S',
          'M',
          'L',
        ]);
      });

      await test.step('edit the price', async () => {
        await page.goto('/admin/products');
        await page.getByRole('link', { name: `Edit ${name}`, exact: true }).click();
        await expect(page).toHaveURL(/\/admin\/products\/[^/]+$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Edit product' })).toBeVisible();
        await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
        const stock = page.getByRole('region', { name: 'Stock' });
        await expect(stock.getByRole('listitem', { name: 'White, L', exact: true })).toContainText(
          '6 in stock',
        );
        await expect(page.getByRole('list', { name: 'Product images' }).getByRole('img')).toHaveCount(2);
        const price = page.getByLabel('Price (₦)');
        await expect(price).toHaveValue('12,500');
        await price.fill('13,000');
        await page.getByRole('button', { name: 'Save product' }).click();
        await expect(page).toHaveURL(/\/admin\/products$/);
        const row = rows(page, 'Products').filter({ hasText: name });
        await expect(row).toContainText('₦13,000');
        await expect(row).toContainText('In Stock: 21');
      });

      await test.step('rename a colour: its stock and photo stay with it', async () => {
        await page.getByRole('link', { name: `Edit ${name}`, exact: true }).click();
        await page.getByLabel('Colours (comma-separated)').fill('Black, Sand');
        await expect(page.getByRole('list', { name: 'Renamed when saved' })).toHaveText(
          'Colour White becomes Sand: its stock, history and photo stay with it.',
        );
        await expect(page.getByLabel('Why are these units written off?')).toHaveCount(0);
        const photos = page.getByRole('group', { name: 'Photo for each colour' });
        await expect(photos.getByLabel('Sand').locator('option:checked')).toHaveText('Photo 2');
        await page.getByRole('button', { name: 'Save product' }).click();
        await expect(page).toHaveURL(/\/admin\/products$/);
        await expect(rows(page, 'Products').filter({ hasText: name })).toContainText('In Stock: 21');

        await page.getByRole('link', { name: `Edit ${name}`, exact: true }).click();
        const stock = page.getByRole('region', { name: 'Stock' });
        await expect(stock.getByRole('listitem', { name: 'Sand, L', exact: true })).toContainText(
          '6 in stock',
        );
        await expect(stock.getByRole('listitem', { name: 'White, L', exact: true })).toHaveCount(0);
        await expect(photos.getByLabel('Sand').locator('option:checked')).toHaveText('Photo 2');

        const products: { id: string; name: string; imageUrls: string[] }[] = await (
          await page.request.get('/api/admin/products')
        ).json();
        const saved = products.find((product) => product.name === name);
        await page.goto(`/store/${saved?.id}`);
        const colours = page.getByRole('group', { name: 'Color' });
        await expect(colours.getByRole('button')).toHaveText(['Black', 'Sand']);
        await colours.getByRole('button', { name: /^Sand/ }).click({ force: true });
        const main = page.getByRole('img', { name, exact: true }).first();
        await expect(main).toHaveAttribute('src', saved?.imageUrls[1] ?? 'the second photo');
        await page.goto('/admin/products');
      });

      await test.step('find it by its name and where it stands', async () => {
        const filters = page.getByRole('form', { name: 'Find products' });
        await filters.getByLabel('Name').fill(name.toUpperCase());
        await expect(rows(page, 'Products')).toHaveCount(1);
        await expect(rows(page, 'Products').first()).toContainText('On sale');
        await filters.getByLabel('Status').selectOption({ label: 'Sold out' });
        await expect(page).toHaveURL(/status=sold_out/);
        await expect(page.getByText('No products match.')).toBeVisible();
        await filters.getByLabel('Status').selectOption({ label: 'On sale' });
        await expect(rows(page, 'Products')).toHaveCount(1);
        await filters.getByLabel('Status').selectOption({ label: 'All products' });
        await filters.getByLabel('Name').fill('');
      });

      await test.step('delete only after confirming', async () => {
        const messages: string[] = [];
        const row = rows(page, 'Products').filter({ hasText: name });
        const remove = page.getByRole('button', { name: `Delete ${name}`, exact: true });
        await remove.click();
        messages.push(await answerConfirm(page, 'dismiss'));
        expect(messages).toEqual(['Are you sure you want to delete this product?']);
        await expect(row).toHaveCount(1);
        await page.reload();
        await expect(row).toHaveCount(1);

        await remove.click();
        messages.push(await answerConfirm(page, 'accept'));
        await expect(row).toHaveCount(0);
        expect(messages).toEqual([
          'Are you sure you want to delete this product?',
          'Are you sure you want to delete this product?',
        ]);
        await page.reload();
        await expect(page.getByRole('link', { name: 'New Product' })).toBeVisible();
        await expect(page.getByText(name)).toHaveCount(0);
        await page.goto('/store');
        await expect(page.getByRole('heading', { level: 1, name: 'Official Shop' })).toBeVisible();
        await expect(page.getByText(name)).toHaveCount(0);
      });
    } finally {
      // Whatever happened above, leave the shared database as it was.
      const products: { id: string; name: string }[] = await (
        await page.request.get('/api/admin/products')
      ).json();
      for (const product of products.filter((p) => p.name === name)) {
        await page.request.delete(`/api/admin/products/${product.id}`, { headers: ownOrigin() });
      }
      await page.request.delete(`/api/admin/collections/${collectionId}`, { headers: ownOrigin() });
    }
  });

  test('a product that was ordered is archived instead of deleted: out of the shop, under Archived, restored', async ({
    page,
    consoleErrors,
  }, testInfo) => {
    const name = `Ordered Tee ${unique(testInfo)}`;
    const created = await page.request.post('/api/admin/products', {
      headers: ownOrigin(),
      data: {
        name,
        price: 900_000,
        collection: 'essentials',
        colors: ['Black'],
        sizes: ['M'],
        stock: [{ color: 'Black', size: 'M', quantity: 5 }],
      },
    });
    expect(created.status()).toBe(201);
    const id: string = (await created.json()).id;
    try {
      const placed = await page.request.post('/api/orders', {
        headers: ownOrigin(),
        data: {
          lines: [{ productId: id, color: 'Black', size: 'M', quantity: 1 }],
          contact: sampleContact,
          shippingMethod: 'pickup',
          position: { lat: 6.44, long: 3.47 },
          paymentMethod: 'pay_on_delivery',
        },
      });
      expect(placed.status(), await placed.text()).toBe(201);

      await page.goto('/admin/products');
      const filters = page.getByRole('form', { name: 'Find products' });
      await filters.getByLabel('Name').fill(name);
      const row = rows(page, 'Products').filter({ hasText: name });
      await expect(row).toContainText('In Stock: 4 · On sale');

      await test.step('deleting it is refused, naming the alternative', async () => {
        await row.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
        await answerConfirm(page, 'accept');
        await expect(page.getByRole('alert')).toContainText(
          'This product has been ordered, so it cannot be deleted: its orders still show it. Archive it instead to take it out of the shop.',
        );
        await expect(row).toHaveCount(1);
        consoleErrors.length = 0; // the browser reports the 409, and the list logs the failure
      });

      await test.step('archived after confirming, it is found under Archived', async () => {
        await row.getByRole('button', { name: `Archive ${name}`, exact: true }).click();
        expect(await answerConfirm(page, 'accept')).toBe(
          `Archive ${name}? It leaves the shop; its orders and stock history keep it.`,
        );
        await expect(row).toContainText('In Stock: 4 · Archived');
        await filters.getByLabel('Status').selectOption({ label: 'On sale' });
        await expect(page.getByText('No products match.')).toBeVisible();
        await filters.getByLabel('Status').selectOption({ label: 'Archived' });
        await expect(page).toHaveURL(/status=archived/);
        await expect(rows(page, 'Products')).toHaveCount(1);
        await expect(row.getByRole('button', { name: `Restore ${name}`, exact: true })).toBeVisible();
        await row.getByRole('link', { name: `Edit ${name}`, exact: true }).click();
        await expect(page.getByText('Archived: shoppers no longer see this product')).toBeVisible();
      });

      await test.step('the shop no longer lists it, and its page is gone', async () => {
        await page.goto('/store');
        await expect(page.getByRole('heading', { level: 1, name: 'Official Shop' })).toBeVisible();
        await expect(page.getByText(name)).toHaveCount(0);
        expect((await page.goto(`/store/${id}`))?.status()).toBe(404);
        consoleErrors.length = 0; // the browser reports the page's 404
      });

      await test.step('restored, it is on sale again', async () => {
        await page.goto(`/admin/products?q=${encodeURIComponent(name)}`);
        await row.getByRole('button', { name: `Restore ${name}`, exact: true }).click();
        await expect(row).toContainText('In Stock: 4 · On sale');
        await page.goto('/store');
        await expect(page.getByRole('article').filter({ hasText: name })).toHaveCount(1);
      });
    } finally {
      await removeProduct(page.request, id);
    }
  });

  test('a file that is not an image is refused with a message', async ({ page, consoleErrors }) => {
    await page.goto('/admin/newproduct');
    await page.getByLabel('Upload images').setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('This is text, not a picture.'),
    });
    await expect(page.getByRole('alert')).toHaveText(
      'Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded.',
    );
    await expect(page.getByRole('list', { name: 'Product images' })).toHaveCount(0);
    consoleErrors.length = 0; // the browser reports the 400 itself
  });

  test('saving without a name shows the server’s message next to Name', async ({ page, consoleErrors }) => {
    await page.goto('/admin/newproduct');
    await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
    await page.getByLabel('Price (₦)').fill('5,000');
    await page.getByLabel('Colours (comma-separated)').fill('Black');
    await page.getByLabel('Sizes (comma-separated)').fill('One Size');
    await page.getByRole('button', { name: 'Save product' }).click();
    const nameField = page.getByLabel('Name', { exact: true });
    await expect(nameField).toHaveAttribute('aria-invalid', 'true');
    await expect(nameField).toHaveAccessibleDescription('Enter a name.');
    await expect(page.getByText('Enter a name.', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Price (₦)')).toHaveAttribute('aria-invalid', 'false');
    await expect(page).toHaveURL(/\/admin\/newproduct$/);
    consoleErrors.length = 0; // the browser reports the 400 itself
  });
});

const groupKinds = [
  { kind: 'collection', title: 'Collections', path: 'collections', newLabel: 'New collection' },
  { kind: 'category', title: 'Categories', path: 'categories', newLabel: 'New Category' },
] as const;

for (const { kind, title, path, newLabel } of groupKinds) {
  test.describe(title.toLowerCase(), () => {
    test.beforeEach(async ({ context }, testInfo) => {
      test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
      await signIn(context);
    });

    test(`create, rename and delete a ${kind} after confirming`, async ({ page }, testInfo) => {
      const id = unique(testInfo);
      const first = `First ${kind} ${id}`;
      const renamed = `Renamed ${kind} ${id}`;
      try {
        await page.goto(`/admin/${path}`);
        await page.getByRole('link', { name: newLabel }).click();
        await expect(page).toHaveURL(new RegExp(`/admin/new${kind}$`));
        await expect(page.getByRole('heading', { level: 1, name: `New ${kind}` })).toBeVisible();
        await page.getByLabel('Name').fill(first);
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page).toHaveURL(new RegExp(`/admin/${path}$`));
        const firstRow = rows(page, title).filter({ hasText: first });
        await expect(firstRow).toContainText('0 products');

        await page.getByRole('link', { name: `Edit ${first}`, exact: true }).click();
        await expect(page.getByRole('heading', { level: 1, name: `Edit ${kind}` })).toBeVisible();
        const field = page.getByLabel('Name');
        await expect(field).toHaveValue(first);
        await field.fill(renamed);
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page).toHaveURL(new RegExp(`/admin/${path}$`));
        const row = rows(page, title).filter({ hasText: renamed });
        await expect(row).toHaveCount(1);
        await expect(firstRow).toHaveCount(0);

        const messages: string[] = [];
        const confirmText = `Are you sure you want to delete this ${kind}?`;
        const remove = page.getByRole('button', { name: `Delete ${renamed}`, exact: true });
        await remove.click();
        messages.push(await answerConfirm(page, 'dismiss'));
        expect(messages).toEqual([confirmText]);
        await page.reload();
        await expect(row).toHaveCount(1);

        await remove.click();
        messages.push(await answerConfirm(page, 'accept'));
        await expect(row).toHaveCount(0);
        expect(messages).toEqual([confirmText, confirmText]);
        await page.reload();
        await expect(page.getByRole('link', { name: newLabel })).toBeVisible();
        await expect(rows(page, title).first()).toBeVisible();
        await expect(row).toHaveCount(0);
      } finally {
        const groups: { id: string; name: string }[] = await (
          await page.request.get(`/api/admin/${path}`)
        ).json();
        for (const group of groups.filter((g) => g.name === first || g.name === renamed)) {
          await page.request.delete(`/api/admin/${path}/${group.id}`, { headers: ownOrigin() });
        }
      }
    });
  });
}

test.describe('deleting a collection that has products', () => {
  test.beforeEach(async ({ context }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
    await signIn(context);
  });

  test('is refused with the reason, and the collection stays', async ({ page, consoleErrors }) => {
    await page.goto('/admin/collections');
    const row = rows(page, 'Collections').filter({ has: page.getByText('Essentials', { exact: true }) });
    await expect(row).toHaveCount(1);
    const messages: string[] = [];
    await page.getByRole('button', { name: 'Delete Essentials', exact: true }).click();
    messages.push(await answerConfirm(page, 'accept'));
    await expect(page.getByRole('alert')).toContainText('still has');
    await expect(page.getByRole('alert')).toContainText('Move or delete them first.');
    expect(messages).toEqual(['Are you sure you want to delete this collection?']);
    await expect(row).toHaveCount(1);
    await page.reload();
    await expect(row).toHaveCount(1);
    consoleErrors.length = 0; // the browser reports the 409, and the list logs the failure
  });
});

test.describe('empty lists', () => {
  test.beforeEach(async ({ context }) => {
    await signIn(context);
  });

  for (const [path, empty] of [
    ['products', 'No products found.'],
    ['collections', 'No collections found.'],
    ['categories', 'No categorys found.'],
  ] as const) {
    test(`/admin/${path} with nothing in it says '${empty}'`, async ({ page }, testInfo) => {
      // The shared database is never empty, so only this list's answer is replaced.
      await page.route(`**/api/admin/${path}`, (route) => route.fulfill({ json: [] }));
      await page.goto(`/admin/${path}`);
      await expect(page.getByText(empty, { exact: true })).toBeVisible();
      await expect(page.getByRole('list', { name: new RegExp(`^${path}$`, 'i') })).toHaveCount(0);
      // The way to add the first one is right there, on a phone too.
      const add = page.getByRole('link', { name: /^New /i });
      await expect(add).toBeVisible();
      if (isPhone(testInfo.project.name)) await expect(add).toBeInViewport();
    });
  }
});
