import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

/**
 * The launch checklist on Admin → Dashboard, on the shop the tests run: the demo, with the payment
 * and delivery simulators configured, no mail server and an http address. On a phone and a desktop:
 * the list is the dashboard's first thing on both.
 */
test('the dashboard says what is left before the shop is real, ticked from what is configured', async ({
  page,
  context,
}) => {
  await signIn(context);
  await page.goto('/admin');
  const launch = page.getByRole('region', { name: 'Before you go live' });
  await expect(launch).toBeVisible();
  await expect(launch.getByText('2 of 7 done')).toBeVisible();
  const step = (title: string) =>
    launch.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(step('Take payments').getByRole('heading')).toContainText('(done)');
  await expect(step('Take payments')).toContainText('Shoppers can pay by card or bank online (Paystack).');
  await expect(step('Price delivery').getByRole('heading')).toContainText('(done)');
  await expect(step('Send email').getByRole('heading')).toContainText('(to do)');
  await expect(step('Send email')).toContainText('Set SMTP_URL in the settings file, then restart the shop.');
  await expect(step('Serve the shop over HTTPS')).toContainText('PUBLIC_URL');
  await expect(step('Replace the demo merch')).toContainText('demo products are still in the shop');
  await step('Close the demo staff account').getByRole('link', { name: 'Go to staff' }).click();
  await expect(page).toHaveURL(/\/admin\/staff$/);
  await page.goBack();
  await expect(page.getByText(/^Stagefront \d+\.\d+\.\d+/)).toBeVisible();
  await page.getByRole('link', { name: 'API reference' }).click();
  await expect(page).toHaveURL(/\/api\/admin\/reference$/);
  await expect(page.getByText('/api/admin/launch').first()).toBeVisible();
});
