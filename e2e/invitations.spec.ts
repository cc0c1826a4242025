import { deviceContext } from './support/device-context';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

/**
 * Staff invitations with no mail set up: an owner invites a member of the content team, copies the
 * link the admin shows once, and the invitee opens it in a browser of their own, chooses a password
 * and lands in the admin with the content role's tabs only.
 */
test('an owner invites a content member by a copied link; they join and see only their tabs', async ({
  page,
  context,
  browser,
  baseURL,
}, testInfo) => {
  test.slow(); // an account made, its password hashed (scrypt is slow on purpose)
  const email = `writer.${testInfo.project.name}.${Date.now()}@example.com`;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(context);
  await page.goto('/admin/staff');

  const form = page.getByRole('region', { name: 'Invite staff' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Role', { exact: true }).selectOption('content');
  await expect(form.getByText('Releases, site, tour, pages, broadcasts and the newsletter.')).toBeVisible();
  await form.screenshot({ path: testInfo.outputPath('invite-form.png') });
  await form.getByRole('button', { name: 'Send invitation' }).click();

  // No mail here: the link is shown, this once, with a Copy button.
  await expect(form.getByRole('status')).toContainText('Mail is not set up, so no email was sent.');
  await form.getByRole('button', { name: 'Copy link' }).click();
  await expect(form.getByRole('button', { name: 'Copied' })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^${baseURL}/login/invitation#token=[A-Za-z0-9_-]{43}$`));
  await expect(form.getByLabel(`Invitation link for ${email}`)).toHaveValue(link);
  await page.screenshot({ path: testInfo.outputPath('shown-link.png'), fullPage: true });
  const pending = page.getByRole('list', { name: 'Pending invitations' }).getByRole('listitem');
  await expect(pending.filter({ hasText: email })).toContainText('Content');
  await expect(
    pending.filter({ hasText: email }).getByRole('button', { name: `Cancel the invitation of ${email}` }),
  ).toBeVisible();

  // The invitee, in a browser of their own.
  const theirs = await (await deviceContext(browser, testInfo, baseURL ?? '')).newPage();
  await theirs.goto(link);
  await expect(theirs.getByRole('heading', { level: 1, name: 'Join the admin' })).toBeVisible();
  await expect(theirs.getByText(email)).toBeVisible();
  await expect(theirs.getByText('Content', { exact: true })).toBeVisible();
  await theirs.getByLabel('Choose a password').fill('liner-notes-2026');
  await theirs.screenshot({ path: testInfo.outputPath('accept-page.png'), fullPage: true });
  await theirs.getByRole('button', { name: 'Join and sign in' }).click();
  await expect(theirs).toHaveURL(/\/admin\/releases$/, { timeout: 15_000 });
  const tabs = theirs.getByRole('navigation', { name: 'Admin' }).getByRole('link');
  await expect(tabs).toHaveText([
    'Releases',
    'Tour',
    'Site',
    'Pages',
    'Newsletter',
    'Broadcasts',
    'Your account',
  ]);

  // Used once: the same link now says so, and the way on.
  const again = await (await deviceContext(browser, testInfo, baseURL ?? '')).newPage();
  await again.goto(link);
  await expect(again.getByRole('heading', { level: 1, name: 'This invitation does not work' })).toBeVisible();
  await expect(again.getByRole('alert')).toContainText('already been used');
  await again.screenshot({ path: testInfo.outputPath('used-link.png'), fullPage: true });

  await page.reload();
  await expect(page.getByRole('list', { name: 'Staff accounts' }).getByLabel(`Role of ${email}`)).toHaveValue(
    'content',
  );
  await theirs.context().close();
  await again.context().close();
});
