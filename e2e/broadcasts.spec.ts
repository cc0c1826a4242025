import { answerConfirm } from './support/confirm';
import { hasHeader, outboxEmails } from './support/outbox';
import { createProduct, removeProduct, soldOutSmallTee } from './support/products';
import { ownOrigin, signIn } from './support/sign-in';
import { expect, isPhone, test } from './support/test';

test('staff write a broadcast, preview it, send a test, send it to the list and watch it go', async ({
  page,
  context,
  request,
  consoleErrors,
}, testInfo) => {
  // A fan on the list, confirmed by the link in their email.
  const email = `broadcast-${testInfo.project.name}-${Date.now()}@example.com`;
  expect((await request.post('/api/newsletter', { data: { email } })).ok()).toBe(true);
  const to = (raw: string) => hasHeader(raw, `To: ${email}`);
  await expect.poll(() => outboxEmails(to).length, { timeout: 15_000 }).toBe(1);
  const token = /\/newsletter\/confirm#token=([\w-]+)/.exec(outboxEmails(to)[0] ?? '')?.[1] ?? '';
  expect((await request.post('/api/newsletter/confirm', { data: { token } })).ok()).toBe(true);

  await signIn(context);
  await page.goto('/admin/dashboard');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Broadcasts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Broadcasts' })).toBeVisible();
  await page.getByRole('link', { name: 'New broadcast' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New broadcast' })).toBeVisible();

  // Nothing written yet: the server says what is missing, field by field.
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveAttribute('aria-invalid', 'true');
  consoleErrors.length = 0; // the browser reports the 400 itself

  const subject = `Lagos added ${testInfo.project.name}`;
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('## Lagos, 14 December\n\nTickets are **on sale** now.');
  await page.getByLabel('Harmattan Tour Tee').check();
  await page.getByRole('button', { name: 'Preview' }).click();
  // The preview is the server's email in a frame where no script runs; its words are the email's.
  const preview = page.getByTitle('Preview of the email');
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('srcdoc', /<h2[^>]*>Lagos, 14 December<\/h2>/);
  await expect(preview).toHaveAttribute('srcdoc', /Harmattan Tour Tee/);

  await page.getByRole('button', { name: 'Send me a test' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'A test was sent to' })).toBeVisible();

  const everyone = page.getByRole('radio', { name: /^Everyone on the newsletter \(\d+\)$/ });
  await expect(everyone).toBeChecked();
  await page.getByRole('button', { name: 'Send broadcast' }).click();
  expect(await answerConfirm(page, 'accept')).toMatch(
    new RegExp(`^Send "${subject}" to \\d+ (person|people)`),
  );

  // The broadcast's page: its progress bar fills as batches go, and it says when it has finished.
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  const bar = page.getByRole('progressbar', { name: 'Sent' });
  await expect(bar).toBeVisible();
  await expect(page.getByText('Finished', { exact: true })).toBeVisible({ timeout: 60_000 });
  const total = Number(await bar.getAttribute('aria-valuemax'));
  expect(total).toBeGreaterThanOrEqual(1);
  await expect(bar).toHaveAttribute('aria-valuenow', String(total));
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: email, exact: true }) });
  await expect(row.getByRole('cell').nth(1)).toHaveText('Sent');

  // The fan's copy carries their own one-click way out.
  const broadcast = () => outboxEmails((raw) => to(raw) && raw.includes('List-Unsubscribe-Post'));
  await expect.poll(() => broadcast().length, { timeout: 15_000 }).toBe(1);
  await page.getByRole('link', { name: '← Broadcasts' }).click();
  await expect(page.getByRole('row').filter({ hasText: subject })).toContainText('Finished');

  // The test browser's own helpers are refused in the preview's frame, where no script may run:
  // that refusal is the sandbox working, not the page failing.
  const refused = "Blocked script execution in 'about:srcdoc'";
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((error) => !error.startsWith(refused)),
  );
});

test('staff message a product’s waitlist from the product list, and a fan leaves it by the email’s link', async ({
  page,
  context,
}, testInfo) => {
  test.skip(isPhone(testInfo.project.name), 'the same on both sizes');
  await signIn(context);
  const name = `Waitlist Tee ${Date.now()}`;
  const id = await createProduct(context.request, soldOutSmallTee(name));
  const email = `waitlist-${Date.now()}@example.com`;
  try {
    const joined = await context.request.post('/api/waitlist', {
      headers: ownOrigin(),
      data: { productId: id, color: 'Black', size: 'S', email, consent: true },
    });
    expect(joined.status(), await joined.text()).toBe(200);

    await page.goto('/admin/products');
    await page.getByRole('link', { name: `Waitlist: 1, message the waitlist for ${name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New broadcast' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'A product’s waitlist' })).toBeChecked();
    await expect(page.getByLabel('Waitlist', { exact: true })).toHaveValue(id);
    const subject = `${name}: Friday`;
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill('Black, S is back on **Friday** at 10am.');
    await page.getByRole('button', { name: 'Send broadcast' }).click();
    expect(await answerConfirm(page, 'accept')).toBe(`Send "${subject}" to 1 person (Waitlist: ${name})?`);
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(page.getByText('Finished', { exact: true })).toBeVisible({ timeout: 60_000 });

    // The fan's copy leads to a page that asks first, then takes them off that waitlist only.
    const sent = () =>
      outboxEmails((raw) => hasHeader(raw, `To: ${email}`) && raw.includes('List-Unsubscribe-Post'));
    await expect.poll(() => sent().length, { timeout: 15_000 }).toBe(1);
    const link = /List-Unsubscribe:\s*<(https?:\/\/[^>]+)>/i.exec(sent()[0] ?? '')?.[1] ?? '';
    await page.goto(new URL(link).pathname);
    await expect(page.getByText(`Take ${email} off the waitlist for ${name}?`)).toBeVisible();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('status')).toHaveText(
      `You are off the waitlist for ${name}: you will not hear about it again.`,
    );
    await expect(
      page.getByText(`Changed your mind? ${email} can join the waitlist for ${name} again.`),
    ).toBeVisible();
  } finally {
    await removeProduct(context.request, id);
  }
});
