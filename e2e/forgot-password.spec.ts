import type { Browser, Page } from '@playwright/test';
import { hasHeader, outboxEmails } from './support/outbox';
import { ownOrigin, signIn, signInWithForm } from './support/sign-in';
import { expect, test } from './support/test';

/**
 * A member of staff who forgot the password asks for a link on the sign-in page, follows it from
 * the email, chooses a new password and is signed in; a session left open on another device ends.
 * (The server keeps emails as .eml files in its outbox folder when no mail server is set.)
 */

const SENT =
  'If that email belongs to a staff account, a link to choose a new password is on its way to it. It can take a few minutes to arrive, and it works once, for 30 minutes.';

/** The reset emails written so far to one address. */
function resetEmailsTo(email: string): string[] {
  return outboxEmails(
    (raw) => /^Subject: Choose a new password/m.test(raw) && hasHeader(raw, `To: ${email}`),
  );
}

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

test('staff who forgot the password get a link by email, choose a new one and are signed in; the old session ends', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}, testInfo) => {
  // Two devices, two sign-ins each, an email and three passwords: longer than one screen's test.
  test.setTimeout(90_000);
  const email = `forgetful.${testInfo.project.name}.${Date.now()}@example.com`;
  const old = 'old-Crew-Password-1';
  const chosen = 'new-Crew-Password-2';

  // Another member of staff adds the account.
  const colleague = await browser.newContext({ baseURL });
  await signIn(colleague);
  const added = await colleague.request.post('/api/admin/staff', {
    headers: ownOrigin(),
    data: { email, password: old },
  });
  expect(added.status(), await added.text()).toBe(201);
  await colleague.close();

  // Its owner is signed in on another device.
  const elsewhere = await newPage(browser, baseURL);
  await signInWithForm(elsewhere, { email, password: old });
  await expect(elsewhere).toHaveURL(/\/admin/);

  // Here, the password is forgotten.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/login\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot password?');
  await expect(page).toHaveTitle(/Forgot password/);
  await page.getByLabel('Email').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByRole('status')).toHaveText(SENT);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeFocused();

  await expect.poll(() => resetEmailsTo(email).length, { timeout: 15_000 }).toBe(1);
  const raw = resetEmailsTo(email)[0] ?? '';
  const link = /https?:\/\/\S+\/login\/new-password#token=[A-Za-z0-9_-]{43}/.exec(raw)?.[0] ?? '';
  expect(link.startsWith(`${baseURL}/login/new-password#token=`), raw).toBe(true);
  const { pathname, hash } = new URL(link);

  await page.goto(pathname + hash);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await expect(page.getByText('Use at least 6 characters.')).toBeVisible();
  // A password the policy refuses is named; the link still works.
  await page.getByLabel('New password', { exact: true }).fill('123');
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Use at least 6 characters.');
  await page.getByLabel('New password', { exact: true }).fill(chosen);
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();

  // The session on the other device has ended.
  await elsewhere.goto('/admin/orders');
  await expect(elsewhere).toHaveURL(/\/login/);
  await signInWithForm(elsewhere, { email, password: old });
  await expect(elsewhere.getByText('That email and password do not match our records.')).toBeVisible();
  await signInWithForm(elsewhere, { email, password: chosen });
  await expect(elsewhere).toHaveURL(/\/admin/);
  await elsewhere.context().close();

  // The link worked once.
  await page.goto(pathname + hash);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link does not work');
  await expect(page.getByRole('alert')).toHaveText(
    'This link has expired or has already been used. Ask for a new one.',
  );
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/login\/forgot-password$/);

  // The browser reports the refused password's 400 and the wrong sign-in's 401 itself.
  const expected = /the server responded with a status of (400|401)/;
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !expected.test(e)));
});

test('an email that is no staff account’s gets the same answer, and no email', async ({ page }) => {
  const email = `nobody.${Date.now()}@example.com`;
  await page.goto('/login/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByRole('status')).toHaveText(SENT);
  await page.waitForTimeout(1500);
  expect(resetEmailsTo(email)).toEqual([]);
});
