import { expect, isPhone, test } from './support/test';

const publicRoutes = ['/', '/about', '/store', '/discography', '/cart'];
const adminRoutes = [
  '/admin',
  '/admin/dashboard',
  '/admin/products',
  '/admin/newproduct',
  '/admin/collections',
  '/admin/newcollection',
  '/admin/categories',
  '/admin/newcategory',
];

test.describe('routes and the footer', () => {
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  test.beforeEach(({}, testInfo) => test.skip(isPhone(testInfo.project.name), 'the same on both sizes'));
  for (const route of publicRoutes) {
    test(`${route} shows its screen with the footer`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('a reload on a deep client route serves the app', async ({ page }) => {
    const response = await page.goto('/store/harmattan-tour-tee');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the login screen has no footer', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  for (const route of adminRoutes) {
    test(`signed out, ${route} redirects to /login, without a footer`, async ({ page }) => {
      await page.goto(route);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    });
  }

  test('an unknown path shows a not-found page with a 404 status', async ({ page, consoleErrors }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    consoleErrors.length = 0; // the browser reports the 404 document itself
    await expect(page.getByRole('heading', { name: 'We couldn’t find that page' })).toBeVisible();
  });
});

test.describe('footer', () => {
  test('links every social and music platform, offers the newsletter and shows the year', async ({
    page,
  }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    for (const platform of [
      'Spotify',
      'Apple Music',
      'YouTube',
      'Audiomack',
      'TikTok',
      'Instagram',
      'X',
      'Facebook',
    ]) {
      await expect(footer.getByLabel(new RegExp(`^${platform}\\b`))).toBeVisible();
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Temi Vale`);
    await footer.getByRole('button', { name: 'Subscribe to newsletter' }).click();
    await expect(page.getByRole('dialog', { name: 'Join the list' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('each platform’s icon is drawn from the icon sprite, a cached file of its own', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
    await page.goto('/about');
    const icons = page.getByRole('contentinfo').locator('.platform-links svg use');
    await expect(icons).toHaveCount(8);
    const hrefs = await icons.evaluateAll((uses) => uses.map((use) => use.getAttribute('href') ?? ''));
    const sprite = hrefs[0]?.split('#')[0] ?? '';
    expect(sprite).toMatch(/^\/assets\/platform-icons-[\w-]+\.svg$/);
    const response = await request.get(sprite);
    expect(response.headers()['content-type']).toContain('image/svg+xml');
    expect(response.headers()['cache-control']).toContain('immutable');
    const body = await response.text();
    for (const href of hrefs) {
      expect(href.split('#')[0]).toBe(sprite);
      expect(body).toContain(`<symbol id="${href.split('#')[1]}"`);
    }
    // Each icon is drawn (most fill their 24-unit box), not an empty box.
    await expect
      .poll(() =>
        icons.evaluateAll((uses) => uses.every((use) => (use as SVGUseElement).getBBox().width > 18)),
      )
      .toBe(true);
  });

  test('the logo is 45% of the footer wide on desktop and 85% on a phone', async ({ page }, testInfo) => {
    await page.goto('/about');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const ratio = await page.evaluate(() => {
      const footer = document.querySelector('footer');
      const logo = document.querySelector('.footer-logo');
      if (!footer || !logo) return 0;
      const style = getComputedStyle(footer);
      const inner =
        footer.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return logo.getBoundingClientRect().width / inner;
    });
    expect(ratio).toBeCloseTo(isPhone(testInfo.project.name) ? 0.85 : 0.45, 2);
  });

  test('the logo follows the colour scheme and leads home', async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/about');
    const logo = page.getByRole('contentinfo').getByRole('img', { name: 'Temi Vale' });
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toContain('logo-white.svg');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toContain('logo-black.svg');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Temi Vale — home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('every navigation starts at the top of the page', async ({ page }, testInfo) => {
  test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
  await page.goto('/about');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 5000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'discography' }).first().click();
  await expect(page).toHaveURL(/\/discography$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the app starts at the top even when the browser would restore a scroll position', async ({
  page,
}, testInfo) => {
  test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
  await page.goto('/about');
  await page.mouse.wheel(0, 5000);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a window 768 px wide or less is mobile, re-evaluated on resize', async ({ page }) => {
  await page.setViewportSize({ width: 769, height: 800 });
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);

  await page.setViewportSize({ width: 768, height: 800 });
  await expect(menu).toHaveCount(0);
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(menu).toBeVisible();
  await toggle.click();
  await expect(menu).toHaveCount(0);

  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(menu).toBeVisible();
});
