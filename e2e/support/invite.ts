import { expect, type Page } from '@playwright/test';

/**
 * Invites someone from the staff screen (already open) and returns the link the admin shows once:
 * the e2e server has no mail set up, so the link is not emailed.
 */
export async function inviteByLink(page: Page, email: string, role?: string): Promise<string> {
  const form = page.getByRole('region', { name: 'Invite staff' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  if (role) await form.getByLabel('Role', { exact: true }).selectOption(role);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  const link = form.getByLabel(`Invitation link for ${email}`);
  await expect(link).toHaveValue(/\/login\/invitation#token=[A-Za-z0-9_-]{43}$/);
  return link.inputValue();
}

/** Opens an invitation's link and joins with this password: the browser lands in the admin. */
export async function acceptInvitation(page: Page, link: string, password: string): Promise<void> {
  if (page.url() !== link) await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Join the admin' })).toBeVisible();
  await page.getByLabel('Choose a password').fill(password);
  await page.getByRole('button', { name: 'Join and sign in' }).click();
  await expect(page).toHaveURL(/\/admin\//, { timeout: 15_000 });
}
