import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page, Route } from '@playwright/test';
import { appReady } from './support/app-ready';
import { expect, isPhone, test } from './support/test';

type ReleaseJson = { title: string; slug: string; releaseDate: string };
type SiteJson = { artistName: string; videos: { title: string; videoId: string; release?: string }[] };
type ProductJson = { id: string; name: string };

const readContent = <T>(file: string): T =>
  JSON.parse(readFileSync(new URL(`../content/${file}`, import.meta.url), 'utf8')) as T;

const releases = readContent<ReleaseJson[]>('releases.json');
const site = readContent<SiteJson>('site.json');
const newestReleases = [...releases].sort((a, b) => b.releaseDate.localeCompare(a.releaseDate));

async function latestProducts(request: APIRequestContext): Promise<ProductJson[]> {
  const response = await request.get('/api/products');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as ProductJson[]).slice(0, 3);
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const shopPreview = (page: Page) => region(page, 'official shop');
const slider = (page: Page) => region(page, 'Latest products');

/** Fails unless the elements come one after the other in the document, in this order. */
async function expectInDocumentOrder(locators: Locator[]) {
  const handles = await Promise.all(locators.map((locator) => locator.elementHandle()));
  for (let i = 1; i < handles.length; i++) {
    const follows = await handles[i - 1]?.evaluate(
      (before, after) =>
        Boolean(after && before.compareDocumentPosition(after) & Node.DOCUMENT_POSITION_FOLLOWING),
      handles[i],
    );
    expect(follows, `section ${i + 1} follows section ${i}`).toBe(true);
  }
}

/** The inline transform and opacity of every slide of the phone's product slider. */
const slideStyles = (page: Page) =>
  slider(page)
    .getByRole('group', { includeHidden: true })
    .evaluateAll((slides: HTMLElement[]) =>
      slides.map((slide) => ({ transform: slide.style.transform, opacity: slide.style.opacity })),
    );

const active = (offset: number) => ({ transform: `translateX(${offset}%) scale(1)`, opacity: '1' });
const inactive = (offset: number) => ({ transform: `translateX(${offset}%) scale(0.9)`, opacity: '0.6' });

/** A horizontal drag with the mouse, starting on the active slide's product name. */
async function drag(page: Page, dx: number) {
  const name = slider(page).getByRole('heading', { level: 3 });
  await name.scrollIntoViewIfNeeded();
  const box = await name.boundingBox();
  if (!box) throw new Error('the active slide has no visible product name');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 5 });
  await page.mouse.up();
}

/** Holds every request matching `url` until `release()` is called. */
async function holdRequests(page: Page, url: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route: Route) => {
    await released;
    await route.continue();
  });
  return () => release();
}

/**
 * Opens the home page by navigating inside the app from a page that brings no catalogue, with an
 * empty bag store, so the home page must fetch its products.
 */
async function arriveHomeWithoutCatalogue(page: Page) {
  await page.goto('/about');
  // Moved within the app, not by a new page (which the server would draw with the catalogue): the
  // link is the app's once it has taken the page over.
  await appReady(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Temi Vale — home' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test.describe('home', () => {
  test('shows the hero, spotlight, discography, shop and videos sections in that order', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Temi Vale');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'New Release!',
      'discography',
      'official shop',
      'Videos',
    ]);
    await expectInDocumentOrder([
      region(page, 'Temi Vale'),
      region(page, 'New Release!'),
      region(page, 'discography'),
      region(page, 'official shop'),
      region(page, 'Videos'),
    ]);
  });

  test('loading the home page starts at the top', async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
    await page.goto('/discography');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Temi Vale — home' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Temi Vale' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Temi Vale' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('landing hero', () => {
  test('the menu links the store, the discography, the tour and About, and videos within the page', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main' });
    if (isPhone(testInfo.project.name)) await page.getByRole('button', { name: 'Menu' }).click();
    await expect(menu.getByRole('link')).toHaveText(['store', 'discography', 'videos', 'tour', 'about']);
    await expect(menu.getByRole('link', { name: 'store' })).toHaveAttribute('href', '/store');
    await expect(menu.getByRole('link', { name: 'discography' })).toHaveAttribute('href', '/discography');
    await expect(menu.getByRole('link', { name: 'videos' })).toHaveAttribute('href', '#videos');

    await menu.getByRole('link', { name: 'videos' }).click();
    await expect(page).toHaveURL(/\/#videos$/);
    await expect(page.getByRole('heading', { name: 'Videos', exact: true })).toBeInViewport();
    await expect(page.locator('#videos')).toHaveAccessibleName('Videos');

    if (isPhone(testInfo.project.name)) {
      // A phone's menu closed once a link in it was chosen: back up to the hero to open it again.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('button', { name: 'Menu' }).click();
    }
    await menu.getByRole('link', { name: 'store' }).click();
    await expect(page).toHaveURL(/\/store$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Official Shop' })).toBeVisible();

    await page.goBack();
    if (isPhone(testInfo.project.name)) await page.getByRole('button', { name: 'Menu' }).click();
    await menu.getByRole('link', { name: 'discography' }).click();
    await expect(page).toHaveURL(/\/discography$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Discography' })).toBeVisible();
  });

  test('on a phone the menu opens and closes by tapping the big call-to-action image', async ({
    page,
  }, testInfo) => {
    test.skip(!isPhone(testInfo.project.name), 'the desktop menu is always shown');
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main' });
    const toggle = page.getByRole('button', { name: 'Menu' });
    // The big logo is for a tap: the Menu button does the same for the keyboard and screen readers.
    const image = page.getByRole('button', { name: 'Temi Vale', includeHidden: true });
    await expect(image.getByRole('img', { includeHidden: true })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveCount(0);
    await image.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link')).toHaveText(['store', 'discography', 'videos', 'tour', 'about']);
    await image.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveCount(0);
  });

  test('on a desktop the menu shows without a toggle', async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'a phone toggles the menu');
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
      'store',
      'discography',
      'videos',
      'tour',
      'about',
    ]);
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  });

  test('the hero comes drawn in the page before the app runs, and the app takes it over where it stands', async ({
    page,
    consoleErrors,
  }, testInfo) => {
    // Without the app's code, the server's drawing still shows: the picture, the name, working links.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    const hero = region(page, site.artistName);
    await expect(hero.getByRole('heading', { level: 1, name: site.artistName })).toBeVisible();
    await expect(hero.locator('img.hero-art')).toHaveJSProperty('complete', true);
    if (!isPhone(testInfo.project.name)) {
      await expect(hero.getByRole('link', { name: 'store' })).toHaveAttribute('href', '/store');
    }
    const drawnBox = await hero.boundingBox();

    consoleErrors.length = 0; // the browser reports each script this test kept from loading
    await page.unroute('**/assets/*.js');
    await page.reload();
    // Hydrated: the menu answers, and nothing moved or shows twice.
    if (isPhone(testInfo.project.name)) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(hero.getByRole('link', { name: 'store' })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await hero.boundingBox()).toEqual(drawnBox);
  });

  test('on a phone the artist’s name shows once: the big logo, the heading kept for screen readers', async ({
    page,
  }, testInfo) => {
    test.skip(!isPhone(testInfo.project.name), 'a desktop hero has no big logo, only the heading');
    await page.goto('/');
    await appReady(page);
    const hero = region(page, site.artistName);
    const logo = hero.getByRole('button', { name: site.artistName, includeHidden: true });
    await expect(logo).toBeVisible();
    const heading = hero.getByRole('heading', { level: 1, name: site.artistName });
    await expect(heading).toHaveCount(1);
    // Not drawn a second time: the heading takes no room on the screen.
    const box = await heading.boundingBox();
    expect(box && box.width * box.height).toBeLessThanOrEqual(1);
    expect((await logo.boundingBox())?.height).toBeGreaterThan(40);
  });

  test('the hero image follows the colour scheme and the width', async ({ page }, testInfo) => {
    const device = isPhone(testInfo.project.name) ? 'mobile' : 'desktop';
    const heroImage = region(page, 'Temi Vale').locator('picture img');
    const currentSrc = () => heroImage.evaluate((img: HTMLImageElement) => img.currentSrc);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect.poll(currentSrc).toMatch(new RegExp(`/hero-dark-${device}-\\d+\\.webp$`));
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(currentSrc).toMatch(new RegExp(`/hero-light-${device}-\\d+\\.webp$`));
  });
});

test.describe('spotlight', () => {
  test('on a phone: the new release with play and mute, usable once the video can play through', async ({
    page,
  }, testInfo) => {
    test.skip(!isPhone(testInfo.project.name), 'the desktop spotlight has the browser’s controls');
    const releaseVideo = await holdRequests(page, '**/media/video/homecoming-clip.webm');
    await page.goto('/');
    const spotlight = region(page, 'New Release!');
    await expect(spotlight.getByRole('heading', { level: 2 })).toHaveText('New Release!');
    await expect(spotlight.getByText('Homecoming', { exact: true })).toBeVisible();
    await expect(spotlight.getByText('Temi Vale', { exact: true })).toBeVisible();
    const play = spotlight.getByRole('button', { name: 'Play' });
    const unmute = spotlight.getByRole('button', { name: 'Unmute' });
    await expect(play).toBeDisabled();
    await expect(unmute).toBeDisabled();

    releaseVideo();
    await expect(play).toBeEnabled({ timeout: 15_000 });
    await expect(unmute).toBeEnabled();
    await expect(spotlight.getByRole('link', { name: 'Watch full video' })).toBeVisible();
  });

  test('on a phone: play turns to pause while the video plays, and back when it ends', async ({
    page,
  }, testInfo) => {
    test.skip(!isPhone(testInfo.project.name), 'the desktop spotlight has the browser’s controls');
    await page.goto('/');
    const spotlight = region(page, 'New Release!');
    const video = spotlight.locator('video');
    await spotlight.getByRole('button', { name: 'Play' }).click();
    await expect(spotlight.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    await expect(spotlight.getByRole('button', { name: 'Play' })).toHaveCount(0);

    await video.evaluate((v: HTMLVideoElement) => {
      v.currentTime = Math.max(0, v.duration - 0.3);
    });
    await expect(spotlight.getByRole('button', { name: 'Play' })).toBeVisible();
    await expect(spotlight.getByRole('button', { name: 'Pause' })).toHaveCount(0);
    expect(await video.evaluate((v: HTMLVideoElement) => v.ended)).toBe(true);
  });

  test('on a phone: the mute button unmutes and mutes the video', async ({ page }, testInfo) => {
    test.skip(!isPhone(testInfo.project.name), 'the desktop spotlight has the browser’s controls');
    await page.goto('/');
    const spotlight = region(page, 'New Release!');
    const muted = () => spotlight.locator('video').evaluate((v: HTMLVideoElement) => v.muted);
    expect(await muted()).toBe(true);
    await spotlight.getByRole('button', { name: 'Unmute' }).click();
    await expect(spotlight.getByRole('button', { name: 'Mute', exact: true })).toBeVisible();
    expect(await muted()).toBe(false);
    await spotlight.getByRole('button', { name: 'Mute', exact: true }).click();
    await expect(spotlight.getByRole('button', { name: 'Unmute' })).toBeVisible();
    expect(await muted()).toBe(true);
  });

  test('on a desktop: a looping, autoplaying, muted video with controls, beside the release it is of', async ({
    page,
  }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'a phone has its own controls');
    await page.goto('/');
    const spotlight = region(page, 'New Release!');
    const video = spotlight.locator('video');
    await expect(video).toHaveCount(1);
    expect(
      await video.evaluate((v: HTMLVideoElement) => ({
        loop: v.loop,
        autoplay: v.autoplay,
        muted: v.muted,
        controls: v.controls,
      })),
    ).toEqual({ loop: true, autoplay: true, muted: true, controls: true });
    // Chromium holds a muted autoplaying video while it is out of view.
    await video.scrollIntoViewIfNeeded();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    await expect(page.getByRole('button', { name: 'Play' })).toHaveCount(0);

    // Named as on a phone, with the way to its full video and to the release itself.
    await expect(spotlight.getByText('Temi Vale', { exact: true })).toBeVisible();
    await expect(spotlight.getByRole('link', { name: 'Watch full video' })).toHaveAttribute(
      'href',
      '/?video=homecoming-clip#videos',
    );
    await appReady(page);
    await spotlight.getByRole('link', { name: 'Homecoming', exact: true }).click();
    await expect(page).toHaveURL(/\/discography\/homecoming$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Homecoming' })).toBeVisible();
  });
});

test.describe('discography preview', () => {
  test('on a phone: the 3 newest covers open their release, and a button opens the discography', async ({
    page,
  }, testInfo) => {
    test.skip(!isPhone(testInfo.project.name), 'the desktop shows 6 covers without links');
    const expected = newestReleases.slice(0, 3);
    await page.goto('/');
    const preview = region(page, 'discography');
    const covers = preview.getByRole('list', { name: 'Newest releases' });
    await expect(covers.getByRole('img')).toHaveCount(3);
    expect(
      await covers.getByRole('img').evaluateAll((imgs: HTMLImageElement[]) => imgs.map((i) => i.alt)),
    ).toEqual(expected.map((release) => `${release.title} cover`));
    await expect(covers.getByRole('link')).toHaveCount(3);
    for (const [index, release] of expected.entries()) {
      const link = covers.getByRole('link').nth(index);
      await expect(link).toHaveAccessibleName(release.title);
      await expect(link).toHaveAttribute('href', `/discography/${release.slug}`);
    }
    const seeAll = preview.getByRole('link', { name: 'See discography' });
    await expect(seeAll).toHaveAttribute('href', '/discography');

    const newest = expected[0];
    if (!newest) throw new Error('no releases in content/releases.json');
    await covers.getByRole('link', { name: newest.title }).click();
    await expect(page).toHaveURL(new RegExp(`/discography/${newest.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest.title);
    await page.goBack();
    await seeAll.click();
    await expect(page).toHaveURL(/\/discography$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discography');
  });

  test('on a desktop: the 6 newest covers, without links', async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'a phone shows 3 linked covers');
    await page.goto('/');
    const preview = region(page, 'discography');
    await expect(preview.getByRole('heading', { level: 2 })).toHaveText('discography');
    const covers = preview.getByRole('list', { name: 'Newest releases' }).getByRole('img');
    await expect(covers).toHaveCount(6);
    expect(await covers.evaluateAll((imgs: HTMLImageElement[]) => imgs.map((i) => i.alt))).toEqual(
      newestReleases.slice(0, 6).map((release) => `${release.title} cover`),
    );
    await expect(preview.getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'See discography' })).toHaveCount(0);
  });
});

test.describe('shop preview', () => {
  test('shows the 3 newest products, each with a shop now link, and an explore shop link', async ({
    page,
    request,
  }, testInfo) => {
    const latest = await latestProducts(request);
    await page.goto('/');
    const shop = shopPreview(page);
    await expect(shop.getByRole('heading', { level: 2 })).toHaveText('official shop');
    await expect(shop.getByRole('heading', { level: 3, includeHidden: true })).toHaveText(
      latest.map((product) => product.name),
    );
    for (const product of latest) {
      // On a phone only the active slide is reachable; its dot brings each product forward.
      if (isPhone(testInfo.project.name))
        await shop.getByRole('button', { name: `Show ${product.name}` }).click();
      const shopNow = shop.getByRole('link', { name: `shop now: ${product.name}` });
      await expect(shopNow).toHaveText('shop now');
      await expect(shopNow).toHaveAttribute('href', `/store/${product.id}`);
    }
    const explore = shop.getByRole('link', { name: 'explore shop' });
    await expect(explore).toHaveAttribute('href', '/store');

    const last = latest.at(-1);
    if (!last) throw new Error('the shop has no products');
    await shop.getByRole('link', { name: `shop now: ${last.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/store/${last.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(last.name);
    await page.goBack();
    await explore.click();
    await expect(page).toHaveURL(/\/store$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Official Shop');
  });

  test('on a phone the active slide is full size and the others shrink, fade and sit 80% apart', async ({
    page,
  }, testInfo) => {
    test.skip(!isPhone(testInfo.project.name), 'the desktop shows a row, not a slider');
    await page.goto('/');
    // The slider moves once the app has taken the page over.
    await appReady(page);
    await expect(slider(page).getByRole('group', { includeHidden: true })).toHaveCount(3);
    expect(await slideStyles(page)).toEqual([active(0), inactive(80), inactive(160)]);
    await shopPreview(page)
      .getByRole('button', { name: /^Show / })
      .nth(2)
      .click();
    await expect.poll(() => slideStyles(page)).toEqual([inactive(-160), inactive(-80), active(0)]);
  });

  test('on a phone a swipe of more than 50 px changes the slide, a shorter one does not', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(!isPhone(testInfo.project.name), 'the desktop shows a row, not a slider');
    const [first, second] = await latestProducts(request);
    await page.goto('/');
    await appReady(page);
    const activeSlide = slider(page).getByRole('group');
    await expect(activeSlide).toHaveAccessibleName(`1 of 3: ${first?.name}`);

    await drag(page, -40);
    await expect(activeSlide).toHaveAccessibleName(`1 of 3: ${first?.name}`);
    expect(await slideStyles(page)).toEqual([active(0), inactive(80), inactive(160)]);

    await drag(page, -60);
    await expect(activeSlide).toHaveAccessibleName(`2 of 3: ${second?.name}`);
    await expect.poll(() => slideStyles(page)).toEqual([inactive(-80), active(0), inactive(80)]);

    await drag(page, 60);
    await expect(activeSlide).toHaveAccessibleName(`1 of 3: ${first?.name}`);
    await expect.poll(() => slideStyles(page)).toEqual([active(0), inactive(80), inactive(160)]);
  });

  test('on a desktop the products sit in a row, without a slider', async ({ page, request }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'a phone shows a slider');
    const latest = await latestProducts(request);
    await page.goto('/');
    for (const product of latest) {
      await expect(shopPreview(page).getByRole('link', { name: `shop now: ${product.name}` })).toBeVisible();
    }
    await expect(slider(page)).toHaveCount(0);
  });

  test('a first visit gets the products with the page: no loader, no extra request', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
    const latest = await latestProducts(request);
    let requests = 0;
    await page.route('**/api/products', (route) => {
      requests++;
      return route.abort();
    });
    await page.goto('/');
    await expect(shopPreview(page).getByRole('heading', { level: 3, includeHidden: true })).toHaveText(
      latest.map((product) => product.name),
    );
    expect(requests).toBe(0);
  });

  test('shows a loader while the products load', async ({ page, request }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
    const latest = await latestProducts(request);
    const releaseProducts = await holdRequests(page, '**/api/products');
    await arriveHomeWithoutCatalogue(page);
    const loader = shopPreview(page).getByRole('status');
    await expect(loader).toHaveText('Loading products');
    await expect(shopPreview(page).getByRole('heading', { level: 3, includeHidden: true })).toHaveCount(0);
    releaseProducts();
    await expect(loader).toHaveCount(0);
    await expect(shopPreview(page).getByRole('heading', { level: 3, includeHidden: true })).toHaveText(
      latest.map((product) => product.name),
    );
  });

  test('when the products cannot load it says so and offers to try again', async ({
    page,
    request,
    consoleErrors,
  }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
    const latest = await latestProducts(request);
    await page.route('**/api/products', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal', message: 'Something went wrong.' } }),
      }),
    );
    await arriveHomeWithoutCatalogue(page);
    const shop = shopPreview(page);
    await expect(shop.getByText('The shop could not be reached just now.')).toBeVisible();
    await expect(shop.getByRole('status')).toHaveCount(0);
    // The app logs the failure on purpose, and the browser reports the 500 itself.
    await expect
      .poll(() => consoleErrors.some((error) => error.startsWith('Failed to retrieve products: ')))
      .toBe(true);
    consoleErrors.length = 0;

    await page.unroute('**/api/products');
    await shop.getByRole('button', { name: 'Try again' }).click();
    await expect(shop.getByRole('heading', { level: 3, includeHidden: true })).toHaveText(
      latest.map((product) => product.name),
    );
    await expect(shop.getByText('The shop could not be reached just now.')).toHaveCount(0);
  });
});

test.describe('videos', () => {
  test('one looping, autoplaying video', async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
    await page.goto('/');
    const videos = region(page, 'Videos');
    await expect(videos.getByRole('heading', { level: 2 })).toHaveText('Videos');
    const video = videos.locator('video');
    await expect(video).toHaveCount(1);
    await expect(video).toHaveAccessibleName(site.videos[0]?.title ?? '');
    expect(
      await video.evaluate((v: HTMLVideoElement) => ({ loop: v.loop, autoplay: v.autoplay, muted: v.muted })),
    ).toEqual({ loop: true, autoplay: true, muted: true });
    await video.scrollIntoViewIfNeeded();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  });

  test('the arrows cycle through the videos that exist, wrapping at either end; each links to its release', async ({
    page,
  }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
    const shown = site.videos.filter((video) => video.videoId);
    expect(shown.length).toBeGreaterThan(1);
    await page.goto('/');
    const videos = region(page, 'Videos');
    const counter = videos.getByText(/^\d+ \/ \d+$/);
    await expect(videos.getByText('Coming soon')).toHaveCount(0);

    async function expectEntry(index: number) {
      const entry = shown[index];
      if (!entry) throw new Error(`no video ${index + 1} in content/site.json`);
      await expect(counter).toHaveText(`${index + 1} / ${shown.length}`);
      await expect(videos.locator('video')).toHaveAccessibleName(entry.title);
      await expect(videos.getByRole('link')).toHaveAttribute('href', `/discography/${entry.release}`);
    }

    const order = shown.map((_, i) => i);
    await expectEntry(0);
    for (const index of [...order.slice(1), 0]) {
      await videos.getByRole('button', { name: 'Next video' }).click();
      await expectEntry(index);
    }
    for (const index of [...order.slice(1).reverse(), 0]) {
      await videos.getByRole('button', { name: 'Previous video' }).click();
      await expectEntry(index);
    }
  });

  test('on a phone the arrows sit in the frame’s lower corner, clear of the clip’s title across its middle', async ({
    page,
  }, testInfo) => {
    test.skip(!isPhone(testInfo.project.name), 'a desktop frame is wide enough for the arrows at its sides');
    await page.goto('/');
    await appReady(page);
    const videos = region(page, 'Videos');
    const frame = await videos.locator('video').boundingBox();
    if (!frame) throw new Error('no video shown');
    // A clip's title is drawn across the middle of its picture: the buttons stay below it.
    const belowMiddle = frame.y + frame.height * 0.7;
    const boxes = [];
    for (const name of ['Previous video', 'Next video', 'Unmute']) {
      const box = await videos.getByRole('button', { name }).boundingBox();
      if (!box) throw new Error(`no ${name} button`);
      expect(box.y, name).toBeGreaterThanOrEqual(belowMiddle);
      expect(box.y + box.height, name).toBeLessThanOrEqual(frame.y + frame.height);
      boxes.push(box);
    }
    // Side by side, none over another.
    const [previous, next, sound] = boxes;
    expect(previous && next && previous.x + previous.width <= next.x).toBe(true);
    expect(next && sound && next.x + next.width <= sound.x).toBe(true);
  });

  test('“Watch full video” opens the carousel at the spotlight release’s own video', async ({
    page,
  }, testInfo) => {
    test.skip(!isPhone(testInfo.project.name), 'the link is in the phone spotlight');
    await page.goto('/');
    await region(page, 'New Release!').getByRole('link', { name: 'Watch full video' }).click();
    await expect(page).toHaveURL(/\/\?video=homecoming-clip#videos$/);
    const videos = region(page, 'Videos');
    await expect(videos).toBeInViewport();
    await expect(videos.locator('video')).toHaveAccessibleName('Homecoming (Official Video)');
    await expect(videos.getByRole('link', { name: 'Homecoming' })).toHaveAttribute(
      'href',
      '/discography/homecoming',
    );
  });
});
