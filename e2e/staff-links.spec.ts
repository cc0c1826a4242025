import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

const LINK_MESSAGE = 'Enter a link starting with https://, or leave it empty.';

test('a streaming link typed without https:// is refused beside its field, and the release is not saved', async ({
  page,
  context,
  browser,
  consoleErrors,
}, testInfo) => {
  await signIn(context);
  const slug = 'gold-dust';
  const title = 'Gold Dust';
  await page.goto(`/admin/releases/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit release' })).toBeVisible();
  const spotify = page.getByLabel('Spotify');
  const saved = await spotify.inputValue();
  expect(saved).toMatch(/^https:\/\//);
  // The specification's Tidal placeholder is in the form as it is stored.
  await expect(page.getByLabel('Tidal')).toHaveValue('tidal');

  await spotify.fill(`open.spotify.com/album/${slug}`);
  await page.getByRole('button', { name: 'Save release' }).click();

  // The message is the field's own: read with it, shown right under it, and the keyboard is on it.
  await expect(spotify).toHaveAccessibleDescription(LINK_MESSAGE);
  await expect(spotify).toHaveAttribute('aria-invalid', 'true');
  await expect(spotify).toBeFocused();
  const message = page.getByText(LINK_MESSAGE);
  await expect(message).toBeInViewport();
  const [field, text] = await Promise.all([spotify.boundingBox(), message.boundingBox()]);
  if (!field || !text) throw new Error('the field and its message are on the page');
  expect(text.y - (field.y + field.height)).toBeGreaterThanOrEqual(0);
  expect(text.y - (field.y + field.height)).toBeLessThan(24);
  expect(Math.abs(text.x - field.x)).toBeLessThan(24);
  await page.screenshot({ path: testInfo.outputPath('refused-link.png') });
  await expect(page).toHaveURL(new RegExp(`/admin/releases/${slug}$`));

  // A fan still gets the link the release had.
  const fanContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const fan = await fanContext.newPage();
  await fan.goto(`/discography/${slug}`);
  await expect(fan.getByRole('link', { name: `Play ${title} on Spotify` })).toHaveAttribute('href', saved);

  // Put right, the release saves, its Tidal placeholder with it, and fans still see Tidal as coming soon.
  await spotify.fill(saved);
  await page.getByRole('button', { name: 'Save release' }).click();
  await expect(page).toHaveURL(/\/admin\/releases$/);
  await fan.reload();
  await expect(fan.getByRole('link', { name: `Play ${title} on Spotify` })).toHaveAttribute('href', saved);
  await expect(fan.getByRole('listitem').filter({ hasText: 'Tidal' })).toContainText('Coming soon');
  await fanContext.close();
  // The browser reports the refused save's 400 itself: expected, so taken out.
  const refused = 'the server responded with a status of 400';
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes(refused)));
});
