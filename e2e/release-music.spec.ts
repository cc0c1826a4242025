import type { BrowserContext } from '@playwright/test';
import { appReady } from './support/app-ready';
import { createProduct, removeProduct } from './support/products';
import { signIn } from './support/sign-in';
import { expect, isPhone, test } from './support/test';

const PLAYER_HOSTS =
  /(^|\.)(youtube(-nocookie)?\.com|youtu\.be|ytimg\.com|googlevideo\.com|spotify\.com|scdn\.co)$/;

/**
 * Every request the browser makes to a player's host, from the page or any frame in it. None goes
 * out (the machine may have no internet): each is answered with a stand-in page of the player.
 */
async function playerRequests(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (!PLAYER_HOSTS.test(url.hostname)) return route.continue();
    seen.push(url.href);
    return route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Player</title><p>The player</p>',
    });
  });
  return seen;
}

test.describe('a release page', () => {
  test('loads nothing of the artist’s YouTube player until a fan presses play', async ({ page, context }) => {
    const requests = await playerRequests(context);
    await page.goto('/discography/lagos-nights');
    await appReady(page);
    const play = page.getByRole('button', { name: 'Play on YouTube' });
    await play.scrollIntoViewIfNeeded();
    await expect(page.getByText('Loads the player from YouTube.')).toBeVisible();
    // The poster is the release's own cover, from this site.
    const poster = page.locator('.release-player img');
    await expect
      .poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(600);
    expect(new URL(await poster.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname).toBe(
      '/media/covers/lagos-nights-600.webp',
    );
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);

    await play.click();
    const frame = page.getByTitle('Lagos Nights on YouTube');
    await expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/Lg0sNights1?autoplay=1',
    );
    await expect
      .poll(() => requests)
      .toEqual(['https://www.youtube-nocookie.com/embed/Lg0sNights1?autoplay=1']);
    await expect(page.frameLocator('iframe').getByText('The player')).toBeVisible();
    await expect(play).toHaveCount(0);
  });

  test('shows the merch made for it, and each product leads back to it', async ({
    page,
    context,
  }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
    await page.goto('/discography/lagos-nights');
    const merch = page.getByRole('region', { name: 'Merch for Lagos Nights' });
    await expect(merch.getByRole('heading', { level: 3 })).toContainText([
      'Lagos Nights Tee',
      'Lagos Nights Zip Hoodie',
      'Lagos Nights Poster',
    ]);
    await expect(merch.getByText('Lagos Nights Pin Set')).toHaveCount(0);
    await merch.getByRole('link', { name: 'Lagos Nights Tee' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lagos Nights Tee');
    await expect(page.getByText('From the release Lagos Nights')).toBeVisible();
    await page.getByRole('link', { name: 'Lagos Nights', exact: true }).click();
    await expect(page).toHaveURL(/\/discography\/lagos-nights$/);
    // A release with no merch has no such section.
    await page.goto('/discography/okan');
    await expect(page.getByRole('heading', { level: 1, name: 'Okan' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Merch for/ })).toHaveCount(0);

    // Staff choose a product's release in its form.
    await signIn(context);
    const id = await createProduct(page.request, {
      name: `Okan Tee ${Date.now()}`,
      price: 1_500_000,
      collection: 'essentials',
      colors: ['Black'],
      sizes: ['M'],
      stock: [{ color: 'Black', size: 'M', quantity: 3 }],
    });
    try {
      await page.goto(`/admin/products/${id}`);
      await page.getByLabel('Made for the release (optional)').selectOption({ label: 'Okan' });
      await page.getByRole('button', { name: 'Save product' }).click();
      await expect(page).toHaveURL(/\/admin\/products$/);
      await page.goto('/discography/okan');
      await expect(
        page.getByRole('region', { name: 'Merch for Okan' }).getByRole('heading', { level: 3 }),
      ).toHaveText([/^Okan Tee /]);
    } finally {
      await removeProduct(page.request, id);
    }
  });
});
