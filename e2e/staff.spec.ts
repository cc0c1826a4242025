import type { Browser, Page } from '@playwright/test';
import { answerConfirm } from './support/confirm';
import { acceptInvitation, inviteByLink } from './support/invite';
import { signIn, signInWithForm } from './support/sign-in';
import { expect, test } from './support/test';

/** Staff accounts in the admin: invite someone, they join, change their password, and are deactivated. */

async function newStaffPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

test('staff invite someone, who joins, changes their password, and is deactivated', async ({
  page,
  context,
  browser,
  baseURL,
}, testInfo) => {
  const email = `crew.${testInfo.project.name}.${Date.now()}@example.com`;
  const first = 'first-Crew-Password-1';
  const second = 'second-Crew-Password-2';

  await signIn(context);
  await page.goto('/admin/dashboard');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Staff accounts' });
  await expect(list.getByRole('listitem').filter({ hasText: 'staff@stagefront.local' })).toContainText('You');

  // Invited by a link the admin shows once (no mail is set up here); pending until it is used.
  const link = await inviteByLink(page, email);
  const invitations = page.getByRole('list', { name: 'Pending invitations' });
  await expect(invitations.getByRole('listitem').filter({ hasText: email })).toContainText('Fulfilment');

  // The new member of staff opens it elsewhere: a password the policy refuses is named under its field.
  const theirs = await newStaffPage(browser, baseURL);
  await theirs.goto(link);
  await theirs.getByLabel('Choose a password').fill('123');
  await theirs.getByRole('button', { name: 'Join and sign in' }).click();
  await expect(theirs.getByText('Use at least 6 characters.').first()).toBeVisible();
  await acceptInvitation(theirs, link, first);
  await page.reload();
  await expect(list.getByRole('listitem').filter({ hasText: email })).toContainText('Active');
  await expect(invitations.getByRole('listitem').filter({ hasText: email })).toHaveCount(0);

  // They change their own password.
  await theirs.goto('/admin/staff');
  await theirs.getByLabel('Current password').fill('not-my-password');
  await theirs.getByLabel('New password').fill(second);
  await theirs.getByRole('button', { name: 'Change password' }).click();
  await expect(theirs.getByText('That is not your current password.').first()).toBeVisible();
  await theirs.getByLabel('Current password').fill(first);
  await theirs.getByRole('button', { name: 'Change password' }).click();
  await expect(theirs.getByRole('status')).toHaveText(
    'Your password was changed. You were signed out everywhere else.',
  );

  // Deactivated, once confirmed: their session ends and they cannot sign in again.
  await list.getByRole('button', { name: `Deactivate ${email}` }).click();
  await answerConfirm(page, 'accept');
  await expect(list.getByRole('listitem').filter({ hasText: email })).toContainText('Deactivated');
  await theirs.goto('/admin/orders');
  await expect(theirs).toHaveURL(/\/login/);
  await signInWithForm(theirs, { email, password: second });
  await expect(theirs.getByText('That email and password do not match our records.')).toBeVisible();
  await theirs.context().close();
});
