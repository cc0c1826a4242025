import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { ownOrigin, signIn } from './support/sign-in';
import { expect, isPhone, test } from './support/test';

test('staff make a code for a collection, pause it, and generate a batch of single-use codes as CSV', async ({
  page,
  context,
  consoleErrors,
}, testInfo) => {
  test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
  await signIn(context);
  const tag = String(Date.now() % 1_000_000);
  await page.goto('/admin/codes');
  await expect(page.getByRole('heading', { level: 1, name: 'Codes' })).toBeVisible();

  // The server says what is wrong at the field.
  await page.getByLabel('Code', { exact: true }).fill('x');
  await page.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByText('Use 3 to 40 letters, digits, dashes or underscores.')).toBeVisible();
  await expect(page.getByText('Enter a percentage between 0.01 and 100.')).toBeVisible();
  consoleErrors.length = 0; // the browser reports the 400 itself

  const code = `ESSENTIALS${tag}`;
  await page.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await page.getByLabel('Percentage off').fill('15');
  await page.getByRole('checkbox', { name: 'Essentials', exact: true }).check();
  // Each product is named with its address too, so two of one name are told apart.
  await expect(
    page.getByRole('checkbox', { name: /^Harmattan Tour Tee\s*\/store\/harmattan-tour-tee$/ }),
  ).toBeVisible();
  await page.getByLabel('Minimum subtotal (₦)').fill('20,000');
  await page.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${code} is ready.` })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('15% off selected items');
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: `Pause ${code}` }).click();
  await expect(row).toContainText('Paused');
  await row.getByRole('button', { name: `Resume ${code}` }).click();
  await expect(row).toContainText('Active');

  await page.getByRole('radio', { name: 'A batch of single-use codes' }).check();
  await page.getByLabel('Prefix').fill(`fan${tag}`);
  await page.getByLabel('How many').fill('5');
  await page.getByLabel('Gives').selectOption('free_delivery');
  await page.getByRole('button', { name: 'Generate codes' }).click();
  await expect(page.getByRole('status').filter({ hasText: '5 codes made in the batch' })).toBeVisible();
  const batch = page
    .getByRole('list', { name: 'Batches' })
    .getByRole('listitem')
    .filter({ hasText: `FAN${tag}` });
  await expect(batch).toContainText('Free delivery · 0 of 5 used');
  const downloading = page.waitForEvent('download');
  await batch.getByRole('link', { name: 'Download CSV' }).click();
  const file = await (await downloading).path();
  const rows = parse(await readFile(file, 'utf8'), { bom: true, columns: true }) as Record<string, string>[];
  expect(rows).toHaveLength(5);
  for (const entry of rows) expect(entry.Code).toMatch(new RegExp(`^FAN${tag}-[A-Z0-9]{8}$`));
});

test('on a phone each code is a card: every figure named, nothing scrolls sideways', async ({
  page,
  context,
}, testInfo) => {
  test.skip(!isPhone(testInfo.project.name), 'the phone’s layout');
  await signIn(context);
  const code = `CARD${Date.now() % 1_000_000}`;
  const made = await page.request.post('/api/admin/codes', {
    headers: ownOrigin(),
    data: { code, kind: 'percent', percent: 10 },
  });
  expect(made.status(), await made.text()).toBe(201);
  await page.goto('/admin/codes');
  const card = page.getByRole('row').filter({ hasText: code });
  await expect(card.getByRole('cell', { name: /Uses/ })).toBeVisible();
  await expect(card.getByRole('button', { name: `Pause ${code}` })).toBeVisible();
  const box = await card.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
