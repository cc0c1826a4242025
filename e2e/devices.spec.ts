import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { answerConfirm } from './support/confirm';
import { ownOrigin, signIn, signInWithForm } from './support/sign-in';
import { expect, isPhone, test } from './support/test';

/**
 * Signed-in devices: a member signed in on two browsers ends the other from "Your account", and that
 * browser is sent to the sign-in page at its next step in the admin; an owner signs a member out
 * everywhere from the staff list.
 */

/** A browser of its own, of the project's size and kind (a phone, a desktop), signed in with the form. */
async function signedInBrowser(
  browser: Browser,
  baseURL: string | undefined,
  testInfo: TestInfo,
  member: Member,
): Promise<Page> {
  const { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    userAgent,
    isMobile,
    hasTouch,
    deviceScaleFactor,
  });
  const page = await context.newPage();
  await signInWithForm(page, member);
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 15_000 });
  return page;
}

type Member = { email: string; password: string };

/** Goes to another admin page the way staff do, by the admin's own tabs: no full page load. */
async function nextAdminPage(page: Page) {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).click();
}

test('a member ends their other device, and an owner signs them out everywhere', async ({
  page,
  context,
  browser,
  baseURL,
}, testInfo) => {
  test.slow(); // three sign-ins (scrypt is slow on purpose)
  const member = {
    email: `devices.${testInfo.project.name}.${Date.now()}@example.com`,
    password: 'two-Browsers-Here-9',
  };
  // The project's browser: Chrome on a Windows desktop, or on an Android phone.
  const label = isPhone(testInfo.project.name) ? 'Chrome on Android' : 'Chrome on Windows';
  await signIn(context);
  const added = await page.request.post('/api/admin/staff', {
    headers: ownOrigin(),
    data: { ...member, role: 'fulfilment' },
  });
  expect(added.status(), await added.text()).toBe(201);

  const first = await signedInBrowser(browser, baseURL, testInfo, member);
  const second = await signedInBrowser(browser, baseURL, testInfo, member);

  await first.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Your account' }).click();
  await expect(first.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  const devices = first.getByRole('list', { name: 'Signed-in devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  const here = devices.getByRole('listitem').filter({ hasText: 'This device' });
  await expect(here).toHaveCount(1);
  await expect(here).toContainText(label);
  await expect(here).toContainText(/127\.0\.0\.x|0:0:0::x/);
  await expect(here.getByRole('button')).toHaveCount(0);
  await first.screenshot({ path: testInfo.outputPath('devices.png'), fullPage: true });

  // By keyboard: the other device's End, then the focus is back on the list's heading.
  const end = devices.getByRole('button', { name: new RegExp(`^End ${label}`) });
  await end.focus();
  await first.keyboard.press('Enter');
  await expect(first.getByRole('status')).toContainText(`${label} was signed out.`);
  await expect(first.getByRole('heading', { level: 2, name: 'Signed-in devices' })).toBeFocused();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(first.getByRole('button', { name: 'Sign out everywhere else' })).toHaveCount(0);

  await nextAdminPage(second);
  await expect(second).toHaveURL(/\/login$/);

  // The owner's "End sessions" on the member's row, after the app's own question.
  await page.goto('/admin/staff');
  const row = page
    .getByRole('list', { name: 'Staff accounts' })
    .getByRole('listitem')
    .filter({ hasText: member.email });
  await row.getByRole('button', { name: `End sessions of ${member.email}` }).click();
  const question = await answerConfirm(page, 'accept');
  expect(question).toContain(`Sign ${member.email} out on every device?`);
  await expect(page.getByRole('status')).toContainText(`${member.email} was signed out on 1 device.`);
  await page.screenshot({ path: testInfo.outputPath('staff-list.png'), fullPage: true });

  await nextAdminPage(first);
  await expect(first).toHaveURL(/\/login$/);
  await first.context().close();
  await second.context().close();
});

test('the User-Agent parser stays on the server', async ({ page: _page }, testInfo) => {
  test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
  const root = path.resolve('dist/web');
  const scripts = fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(m?js|html)$/.test(file));
  expect(scripts.length).toBeGreaterThan(0);
  for (const file of scripts) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    // bowser's own words: its error for an empty User-Agent, and its table of browser names.
    expect(text, file).not.toContain("UserAgent parameter can't be empty");
    expect(text, file).not.toContain('getBrowserTypeByAlias');
  }
});
