import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';

type PlatformLink = { platform: string; link: string };
type Song = { title: string; artist: string; links: PlatformLink[] };
type ReleaseJson = { title: string; slug: string; releaseDate: string; cover: string } & (
  | { type: 'single'; artist: string; links: PlatformLink[] }
  | { type: 'ep'; songs: Song[]; links?: PlatformLink[] }
);

const releases: ReleaseJson[] = JSON.parse(
  readFileSync(new URL('../content/releases.json', import.meta.url), 'utf8'),
);
const newestFirst = [...releases].sort((a, b) => b.releaseDate.localeCompare(a.releaseDate));

const PLATFORMS = ['Spotify', 'Apple Music', 'Youtube Music', 'Youtube', 'Audiomack', 'Deezer', 'Tidal'];

function release<T extends ReleaseJson['type']>(slug: string, type: T): Extract<ReleaseJson, { type: T }> {
  const found = releases.find((r) => r.slug === slug);
  if (found?.type !== type) throw new Error(`no ${type} '${slug}' in content/releases.json`);
  return found as Extract<ReleaseJson, { type: T }>;
}

const grid = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('link');

/**
 * Every platform in order, with a 'Play' link to its address where it has a real one and
 * 'Coming soon' where it does not.
 */
async function expectPlatformLinks(list: Locator, title: string, links: PlatformLink[]) {
  const rows = list.getByRole('listitem');
  await expect(rows).toHaveCount(PLATFORMS.length);
  for (const [index, platform] of PLATFORMS.entries()) {
    const row = rows.nth(index);
    const link = links.find((l) => l.platform === platform)?.link ?? '';
    await expect(row.getByText(platform, { exact: true })).toBeVisible();
    const play = row.getByRole('link', { name: `Play ${title} on ${platform}` });
    if (/^https?:\/\//.test(link)) {
      await expect(play).toHaveText('Play');
      await expect(play).toHaveAttribute('href', link);
      await expect(row.getByText('Coming soon')).toHaveCount(0);
    } else {
      await expect(play).toHaveCount(0);
      await expect(row.getByText('Coming soon', { exact: true })).toBeVisible();
    }
  }
}

async function expectReleaseMeta(page: Page) {
  const lagosNights = release('lagos-nights', 'single');
  expect(lagosNights.releaseDate).toBe('2024-03-08');
  await expect(page).toHaveTitle('Lagos Nights — Temi Vale');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Explore the details of the Single "Lagos Nights" released on March 8, 2024.',
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/discography\/lagos-nights$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Lagos Nights — Temi Vale',
  );
}

test.describe('discography grid', () => {
  test('shows every release cover, newest first', async ({ page }) => {
    await page.goto('/discography');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discography');
    await expect(grid(page)).toHaveCount(releases.length);
    const covers = grid(page).getByRole('img');
    await expect(covers).toHaveCount(releases.length);
    expect(await covers.evaluateAll((imgs: HTMLImageElement[]) => imgs.map((img) => img.alt))).toEqual(
      newestFirst.map((r) => `${r.title} cover`),
    );
    expect(await grid(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      newestFirst.map((r) => `/discography/${r.slug}`),
    );
  });

  test('each cover opens its release', async ({ page }) => {
    await page.goto('/discography');
    for (const [index, { slug, title }] of newestFirst.entries()) {
      await grid(page).nth(index).click();
      await expect(page).toHaveURL(new RegExp(`/discography/${slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await page.goBack();
      await expect(page).toHaveURL(/\/discography$/);
    }
  });
});

test.describe('release details', () => {
  test('a single shows its cover, title, type, year and a Play link for each platform', async ({ page }) => {
    const single = release('lagos-nights', 'single');
    await page.goto('/discography/lagos-nights');
    await expect(page.getByRole('img', { name: 'Lagos Nights cover' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lagos Nights');
    await expect(page.getByText('Single', { exact: true })).toBeVisible();
    await expect(page.getByText('2024', { exact: true })).toBeVisible();
    const listen = page.getByRole('region', { name: 'Listen' });
    await expect(listen.getByRole('heading', { level: 2 })).toHaveText('Listen');
    await expectPlatformLinks(listen, single.title, single.links);
    // Tidal's link is a placeholder, not an address.
    await expect(listen.getByRole('link', { name: /^Play / })).toHaveCount(6);
    await expect(page.getByRole('region', { name: 'Tracks' })).toHaveCount(0);
  });

  test('a platform without a link yet says Coming soon', async ({ page }) => {
    const single = release('first-light', 'single');
    await page.goto('/discography/first-light');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('First Light');
    await expect(page.getByText('2019', { exact: true })).toBeVisible();
    const listen = page.getByRole('region', { name: 'Listen' });
    await expectPlatformLinks(listen, single.title, single.links);
    await expect(listen.getByRole('link', { name: /^Play / })).toHaveCount(5);
    await expect(listen.getByText('Coming soon', { exact: true })).toHaveCount(2);
  });

  test('an EP shows its type, year and tracks with title and artist, each showing that it opens', async ({
    page,
  }) => {
    const ep = release('harmattan', 'ep');
    await page.goto('/discography/harmattan');
    await expect(page.getByRole('img', { name: 'Harmattan cover' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harmattan');
    await expect(page.getByText('EP', { exact: true })).toBeVisible();
    await expect(page.getByText('2020', { exact: true })).toBeVisible();
    const tracks = page.getByRole('region', { name: 'Tracks' }).getByRole('button');
    await expect(tracks).toHaveCount(ep.songs.length);
    for (const [index, song] of ep.songs.entries()) {
      await expect(tracks.nth(index).getByText(song.title, { exact: true })).toBeVisible();
      await expect(tracks.nth(index).getByText(song.artist, { exact: true })).toBeVisible();
      await expect(tracks.nth(index)).toHaveAttribute('aria-expanded', 'false');
      // A visible + on each closed track, not part of its name.
      await expect(tracks.nth(index).getByText('+', { exact: true })).toBeVisible();
      await expect(tracks.nth(index)).toHaveAccessibleName(`${index + 1} ${song.title} ${song.artist}`);
    }
    await tracks.nth(0).click();
    await expect(tracks.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(tracks.nth(0).getByText('−', { exact: true })).toBeVisible();
    await expect(tracks.nth(1).getByText('+', { exact: true })).toBeVisible();
  });

  test('an EP with links of its own lists them under Listen, above its tracks; one without has no Listen', async ({
    page,
  }) => {
    const ep = release('harmattan', 'ep');
    if (!ep.links) throw new Error('harmattan needs links of its own in content/releases.json');
    await page.goto('/discography/harmattan');
    const listen = page.getByRole('region', { name: 'Listen' });
    await expectPlatformLinks(listen.getByRole('list'), ep.title, ep.links);
    const tracksHeading = page.getByRole('heading', { level: 2, name: 'Tracks' });
    const [listenBox, tracksBox] = [await listen.boundingBox(), await tracksHeading.boundingBox()];
    expect(listenBox && tracksBox && listenBox.y < tracksBox.y).toBe(true);

    const without = release('eko-blue', 'ep');
    expect(without.links).toBeUndefined();
    await page.goto('/discography/eko-blue');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(without.title);
    await expect(page.getByRole('region', { name: 'Tracks' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Listen' })).toHaveCount(0);
  });

  test('tapping a track shows its platforms, and only one track is open at a time', async ({ page }) => {
    const [first, second] = release('harmattan', 'ep').songs;
    if (!first || !second) throw new Error('harmattan needs two tracks');
    await page.goto('/discography/harmattan');
    const region = page.getByRole('region', { name: 'Tracks' });
    const tracks = region.getByRole('button');
    const playLinks = region.getByRole('link', { name: /^Play / });
    await expect(playLinks).toHaveCount(0);

    await tracks.nth(0).click();
    await expect(tracks.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expectPlatformLinks(region.getByRole('listitem').nth(0), first.title, first.links);
    await expect(playLinks).toHaveCount(6);

    await tracks.nth(1).click();
    await expect(tracks.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(tracks.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(region.getByRole('link', { name: `Play ${first.title} on Spotify` })).toHaveCount(0);
    await expect(region.getByRole('link', { name: `Play ${second.title} on Spotify` })).toBeVisible();
    await expect(playLinks).toHaveCount(6);

    await tracks.nth(1).click();
    await expect(tracks.nth(1)).toHaveAttribute('aria-expanded', 'false');
    await expect(playLinks).toHaveCount(0);
  });

  test('sets the title, description, canonical link and social tags on first load', async ({ page }) => {
    await page.goto('/discography/lagos-nights');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lagos Nights');
    await expectReleaseMeta(page);
  });

  test('sets the title, description, canonical link and social tags after moving from the grid', async ({
    page,
  }) => {
    await page.goto('/discography');
    await expect(page).toHaveTitle('Discography — Temi Vale');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/discography$/);
    await grid(page)
      .filter({ has: page.getByRole('img', { name: 'Lagos Nights cover' }) })
      .click();
    await expect(page).toHaveURL(/\/discography\/lagos-nights$/);
    await expectReleaseMeta(page);
  });

  test('an unknown release is not found, with a 404 status', async ({ page, consoleErrors }) => {
    const response = await page.goto('/discography/no-such-release');
    expect(response?.status()).toBe(404);
    consoleErrors.length = 0; // the browser reports the 404 document itself
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that release');
  });
});
