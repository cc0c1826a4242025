import { type APIRequestContext, type Locator, type Page, request } from '@playwright/test';
import sharp from 'sharp';
import { appReady } from './support/app-ready';
import { type BuiltServer, startBuiltServer } from './support/built-server';
import { E2E_STAFF } from './support/global-setup';
import { expect, isPhone, test } from './support/test';

/**
 * The site menu, legible and findable: the desktop hero's words read on any picture staff upload,
 * and a phone shows a Menu button on its first screen whose menu closes the ways menus do.
 */

type Rgb = [number, number, number];

/** WCAG 2's relative luminance of an sRGB colour (0–255 channels). */
function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** The pixels of a screenshot, decoded from the PNG, as [r, g, b] triples. */
async function pixels(png: Buffer): Promise<Rgb[]> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const out: Rgb[] = [];
  for (let i = 0; i < info.width * info.height * info.channels; i += info.channels) {
    out.push([data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0]);
  }
  return out;
}

type Box = { x: number; y: number; width: number; height: number };

/**
 * The contrast of the menu's words against what is drawn behind them: the words' colour against the
 * brightest part of the background under them (the 95th percentile of its luminance) and, should the
 * words be dark, the darkest (the 5th). The words are made transparent only while their background
 * is photographed.
 */
async function menuContrast(page: Page, links: Locator) {
  const words = await links.evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const { x, y, width, height } = range.getBoundingClientRect();
      return { box: { x, y, width, height }, color: getComputedStyle(element).color };
    }),
  );
  const colors = new Set(words.map((word) => word.color));
  expect(colors.size, 'the menu words share one colour').toBe(1);
  const [color = ''] = colors;
  const channels = /^rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)$/.exec(color);
  if (!channels) throw new Error(`unexpected text colour ${color}`);
  expect(Number(channels[4] ?? 1), 'the words are drawn opaque').toBe(1);
  const text = luminance([Number(channels[1]), Number(channels[2]), Number(channels[3])]);

  await links.evaluateAll((elements) => {
    for (const element of elements as HTMLElement[]) {
      element.style.setProperty('color', 'transparent', 'important');
      element.style.setProperty('text-shadow', 'none', 'important');
    }
  });
  const background: number[] = [];
  for (const { box } of words) {
    const clip: Box = { x: box.x, y: box.y, width: Math.ceil(box.width), height: Math.ceil(box.height) };
    for (const pixel of await pixels(await page.screenshot({ clip }))) background.push(luminance(pixel));
  }
  await links.evaluateAll((elements) => {
    for (const element of elements as HTMLElement[]) element.style.removeProperty('color');
    for (const element of elements as HTMLElement[]) element.style.removeProperty('text-shadow');
  });
  background.sort((a, b) => a - b);
  const brightest = percentile(background, 95);
  const darkest = percentile(background, 5);
  return {
    color,
    brightest,
    ratio: Math.min(contrast(text, brightest), contrast(text, darkest)),
  };
}

test.describe('the desktop hero menu', () => {
  // A server of its own: the hero pictures uploaded here must not show in other specs' home pages.
  test.describe.configure({ mode: 'serial' });
  test.skip(({ isMobile }) => isMobile, 'the phone hero shows a Menu button instead');

  let server: BuiltServer;
  let staff: APIRequestContext;
  test.beforeAll(async () => {
    // The skip above is decided for each test, after this hook: a phone skips here, before the server starts.
    test.skip(isPhone(test.info().project.name), 'the phone hero shows a Menu button instead');
    test.setTimeout(90_000);
    server = await startBuiltServer({ DEMO_STAFF_PASSWORD: E2E_STAFF.password });
    staff = await request.newContext({
      baseURL: server.url,
      extraHTTPHeaders: { origin: new URL(server.url).origin },
    });
    const login = await staff.post('/api/auth/login', { data: E2E_STAFF });
    expect(login.status(), 'the demo staff account signs in').toBe(200);
  });
  test.afterAll(async () => {
    await staff?.dispose();
    await server?.stop();
  });

  /** Uploads a one-colour picture as both desktop hero pictures, as the admin's Site screen does. */
  async function useHero(fill: string | null) {
    const { hero = {}, ...site } = await (await staff.get('/api/admin/site')).json();
    const { lightDesktop: _light, darkDesktop: _dark, ...others } = hero;
    let desktop = {};
    if (fill) {
      const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: fill } })
        .png()
        .toBuffer();
      const uploaded = await staff.post('/api/admin/uploads', {
        multipart: { images: { name: 'hero.png', mimeType: 'image/png', buffer: png } },
      });
      expect(uploaded.status(), await uploaded.text()).toBe(201);
      const [url] = (await uploaded.json()).urls as string[];
      desktop = { lightDesktop: url, darkDesktop: url };
    }
    const saved = await staff.put('/api/admin/site', { data: { ...site, hero: { ...others, ...desktop } } });
    expect(saved.status(), await saved.text()).toBe(200);
  }

  for (const [picture, fill] of [
    ['the demo picture', null],
    ['an all-white uploaded picture', '#ffffff'],
    ['an all-black uploaded picture', '#000000'],
  ] as const) {
    test(`its words keep 4.5:1 against ${picture}, light and dark`, async ({ page }, testInfo) => {
      await useHero(fill);
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await page.goto(`${server.url}/`);
        const hero = page.getByRole('region', { name: 'Temi Vale' });
        const art = hero.locator('picture img');
        const expected = fill ? /\/uploads\/hero-/ : new RegExp(`/hero-${colorScheme}-desktop-\\d+\\.webp$`);
        await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(expected);
        await expect(art).toHaveJSProperty('complete', true);
        await page.evaluate(() => document.fonts.ready);

        const links = hero.getByRole('navigation', { name: 'Main' }).getByRole('link');
        await expect(links).toHaveText(['store', 'discography', 'videos', 'tour', 'about']);
        const { ratio, brightest, color } = await menuContrast(page, links);
        const figure = `${picture}, ${colorScheme}: ${ratio.toFixed(2)}:1 (${color} on a background of luminance ${brightest.toFixed(3)} at its 95th percentile)`;
        testInfo.annotations.push({ type: 'contrast', description: figure });
        expect(ratio, figure).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});

/** Holds the app's code until `release()` is called: the page as a slow phone shows it, before the app. */
async function holdTheApp(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/main-*.js', async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}

test.describe('the phone menu before the app has started', () => {
  test('a phone-width window whose browser does not say Mobi shows no open menu over the page', async ({
    browser,
  }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'a desktop browser, narrowed');
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      baseURL: testInfo.project.use.baseURL ?? process.env.E2E_BASE_URL,
    });
    const page = await context.newPage();
    const release = await holdTheApp(page);
    for (const path of ['/store', '/']) {
      await page.goto(path);
      await expect(page.locator('#root')).not.toHaveAttribute('data-phone');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    }
    release();
    await appReady(page);
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await context.close();
  });

  for (const [path, first] of [
    ['/store', 'Store'],
    ['/', 'store'],
  ] as const) {
    test(`on ${path}, a tap on Menu opens it at once, and the app keeps it open`, async ({
      page,
    }, testInfo) => {
      test.skip(!isPhone(testInfo.project.name), 'a desktop shows its menu without a button');
      const release = await holdTheApp(page);
      await page.goto(path);
      const button = page.getByRole('button', { name: 'Menu', exact: true });
      const menu = page.getByRole('navigation', { name: 'Main' });
      await button.tap();
      // At once: the app's code is still held back.
      await expect(menu.getByRole('link', { name: first, exact: true })).toBeVisible({ timeout: 2000 });
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('#root')).not.toHaveAttribute('data-ready');
      release();
      await appReady(page);
      await expect(menu.getByRole('link', { name: first, exact: true })).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      // The app's menu and the page agree: the next tap closes it.
      await button.tap();
      await expect(menu).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });
  }
});

test.describe('the phone menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'a desktop shows its menu without a button');

  test('the first screen shows a labelled Menu button that opens the menu', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(button).toBeInViewport({ ratio: 1 });
    // Seen, not only announced: the word and an icon.
    await expect(button).toHaveText('Menu');
    await expect(button.locator('svg')).toBeVisible();
    const box = await button.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);

    const menu = page.getByRole('navigation', { name: 'Main', includeHidden: true });
    await expect(button).toHaveAttribute('aria-controls', (await menu.getAttribute('id')) ?? 'no id');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link')).toHaveText(['store', 'discography', 'videos', 'tour', 'about']);
    await button.click();
    await expect(menu).toBeHidden();

    // The specification's big call-to-action image still opens the same menu.
    await page.getByRole('button', { name: 'Temi Vale', includeHidden: true }).click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link')).toHaveText(['store', 'discography', 'videos', 'tour', 'about']);
  });

  for (const [path, first] of [
    ['/', 'store'],
    ['/store', 'Store'],
  ] as const) {
    test.describe(`on ${path}`, () => {
      async function openMenu(page: Page) {
        await page.goto(path);
        await appReady(page);
        const button = page.getByRole('button', { name: 'Menu', exact: true });
        await button.click();
        const menu = page.getByRole('navigation', { name: 'Main' });
        await expect(menu.getByRole('link', { name: first, exact: true })).toBeVisible();
        return { button, menu };
      }

      test('Escape closes the menu and gives the keyboard back to the Menu button', async ({ page }) => {
        const { button, menu } = await openMenu(page);
        await menu.getByRole('link', { name: first, exact: true }).focus();
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await expect(button).toBeFocused();
      });

      test('a tap outside the menu closes it', async ({ page }) => {
        const { button, menu } = await openMenu(page);
        const panel = await menu.boundingBox();
        if (!panel) throw new Error('the open menu has no box');
        // A point below the panel, in the page's margin: nothing there to press.
        const point = { x: 6, y: panel.y + panel.height + 60 };
        const pressable = await page.evaluate(
          ({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('a, button, input, label, select')),
          point,
        );
        expect(pressable, 'the tap lands on nothing that acts on it').toBe(false);
        await page.touchscreen.tap(point.x, point.y);
        await expect(menu).toBeHidden();
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        expect(new URL(page.url()).pathname).toBe(path);
      });

      test('a scroll of the page closes the menu', async ({ page }) => {
        const { button, menu } = await openMenu(page);
        await page.mouse.move(200, 600);
        await page.mouse.wheel(0, 300);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
        await expect(menu).toBeHidden();
        await expect(button).toHaveAttribute('aria-expanded', 'false');
      });

      test('the open menu is solid: nothing of the page shows through behind its links', async ({ page }) => {
        const { menu } = await openMenu(page);
        const links = menu.getByRole('link');
        await links.evaluateAll((elements) => {
          for (const element of elements as HTMLElement[]) element.style.setProperty('color', 'transparent');
        });
        const box = await menu.boundingBox();
        if (!box) throw new Error('the open menu has no box');
        // Inside its rounded corners and its edges.
        const inset = 16;
        const clip = {
          x: box.x + inset,
          y: box.y + inset,
          width: box.width - 2 * inset,
          height: box.height - 2 * inset,
        };
        const before = await pixels(await page.screenshot({ clip }));

        // Everything behind the menu turns loud magenta: the menu's ancestors' own backgrounds too.
        await menu.evaluate((panel) => {
          for (const element of Array.from(document.querySelectorAll<HTMLElement>('body, body *'))) {
            if (panel === element || panel.contains(element)) continue;
            if (element.contains(panel)) element.style.setProperty('background', '#ff00ff', 'important');
            else element.style.setProperty('visibility', 'hidden', 'important');
          }
          document.documentElement.style.setProperty('background', '#ff00ff', 'important');
        });
        const after = await pixels(await page.screenshot({ clip }));
        const changed = after.filter((pixel, i) => {
          const was = before[i] ?? [0, 0, 0];
          return Math.max(...pixel.map((channel, c) => Math.abs(channel - (was[c] ?? 0)))) > 3;
        });
        expect(changed.length, 'pixels of the open menu that changed with what is behind it').toBe(0);
      });
    });
  }
});
