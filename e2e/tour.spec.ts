import ICAL from 'ical.js';
import { appReady } from './support/app-ready';
import { ownOrigin, signIn } from './support/sign-in';
import { expect, isPhone, test } from './support/test';

/** Tomorrow, `YYYY-MM-DD`, as a datetime-local field takes it with a time. */
function tomorrow(): string {
  return new Date(Date.now() + 24 * 3_600_000).toISOString().slice(0, 10);
}

test('a show staff add appears on the tour page, on the home page and in the calendar feed', async ({
  page,
  context,
  consoleErrors,
}, testInfo) => {
  test.slow(); // a whole journey: the admin, three pages and the feed
  const venue = `Hall ${testInfo.project.name} ${Date.now()}`;
  await signIn(context);

  // Staff add it, first with an http ticket link, which the server refuses beside the field.
  await page.goto('/admin/tour');
  await expect(page.getByRole('heading', { level: 1, name: 'Tour' })).toBeVisible();
  await page.getByRole('link', { name: 'New show' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New show' })).toBeVisible();
  await page.getByLabel('Date and time (at the venue)').fill(`${tomorrow()}T20:00`);
  await page.getByLabel('Venue’s time zone').fill('Africa/Lagos');
  await page.getByLabel('Venue', { exact: true }).fill(venue);
  await page.getByLabel('City').fill('Lagos');
  await page.getByLabel('Country').selectOption('NG');
  const tickets = page.getByLabel('Ticket link');
  await tickets.fill('http://tickets.example.com/show');
  await page.getByLabel('Support act (optional)').fill('Tems');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter the ticket link, starting with https://.')).toBeVisible();
  await expect(tickets).toBeFocused();
  consoleErrors.length = 0; // the browser reports the 400 itself
  await tickets.fill('https://tickets.example.com/show');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/tour$/);
  await expect(page.getByRole('list', { name: 'Shows' }).getByText(venue)).toBeVisible();

  // Fans find it on /tour, with its ticket link opening the ticket site.
  await page.goto('/tour');
  const upcoming = page.getByRole('list', { name: 'Upcoming shows' });
  const show = upcoming.getByRole('listitem').filter({ hasText: venue });
  await expect(show).toBeVisible();
  await expect(show).toContainText('Lagos, Nigeria');
  await expect(show).toContainText('with Tems');
  await expect(show).toContainText('20:00');
  const link = show.getByRole('link', { name: /^Tickets/ });
  await expect(link).toHaveAttribute('href', 'https://tickets.example.com/show');
  await expect(link).toHaveAttribute('target', '_blank');

  // The home page's Tour section, once the visitor nears its end.
  await page.goto('/');
  await page.mouse.wheel(0, 20_000);
  const section = page.getByRole('region', { name: 'tour' });
  await expect(section.getByRole('list', { name: 'Next shows' })).toContainText(venue);
  await section.getByRole('link', { name: 'All dates' }).click();
  await expect(page).toHaveURL(/\/tour$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tour' })).toBeVisible();

  // The calendar feed, read back by an iCalendar parser.
  const feed = await page.request.get('/tour.ics');
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  const event = events.find((each) => each.location.startsWith(venue));
  expect(event?.location).toBe(`${venue}, Lagos, Nigeria`);
  // 20:00 in Lagos (UTC+1) is 19:00 UTC.
  expect(event?.startDate.toJSDate().toISOString()).toBe(`${tomorrow()}T19:00:00.000Z`);

  // Deleted by staff, it leaves the tour.
  await page.goto('/admin/tour');
  await page.getByRole('button', { name: new RegExp(`^Delete ${venue}`) }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to delete this show?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('list', { name: 'Shows' }).getByText(venue)).toHaveCount(0);
  await page.goto('/tour');
  await expect(page.getByRole('heading', { level: 2, name: 'Upcoming shows' })).toBeVisible();
  await expect(page.getByText(venue)).toHaveCount(0);
});

test('leaving the home page while its tour dates load is no error', async ({ page }, testInfo) => {
  test.skip(isPhone(testInfo.project.name), 'the same on every size');
  // The tour's answer is held until the shopper has moved on, as on a slow connection.
  let answer = () => {};
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/api/tour', async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  await page.goto('/');
  await appReady(page);
  const asked = page.waitForRequest('**/api/tour');
  // The Tour section loads on the way down the page.
  await page.mouse.wheel(0, 600);
  await asked;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Store' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Official Shop' })).toBeVisible();
  answer();
  // The page's console is checked for errors as the test ends (support/test.ts).
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the tour page comes drawn with its shows: they show before the app’s code runs', async ({
  page,
  context,
  consoleErrors,
}, testInfo) => {
  test.skip(isPhone(testInfo.project.name), 'the same list on both sizes');
  const venue = `Drawn Hall ${Date.now()}`;
  await signIn(context);
  const added = await context.request.post('/api/admin/shows', {
    headers: ownOrigin(),
    data: {
      localStart: `${tomorrow()}T21:00`,
      timeZone: 'Africa/Lagos',
      venue,
      city: 'Abuja',
      country: 'NG',
      ticketUrl: 'https://tickets.example.com/drawn',
      status: 'on_sale',
      supportAct: '',
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { id } = (await added.json()) as { id: string };
  try {
    // Without the app's code: the server's drawing alone.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/tour');
    await expect(page.getByRole('heading', { level: 1, name: 'Tour' })).toBeVisible();
    await expect(page.getByText('Loading the tour dates')).toHaveCount(0);
    const show = page
      .getByRole('list', { name: 'Upcoming shows' })
      .getByRole('listitem')
      .filter({ hasText: venue });
    await expect(show).toContainText('Abuja, Nigeria');
    await expect(show).toContainText('21:00');
    await expect(show.getByRole('link', { name: /^Tickets/ })).toHaveAttribute(
      'href',
      'https://tickets.example.com/drawn',
    );
    consoleErrors.length = 0; // the browser reports each script this test kept from loading

    // With it: the app takes the same list over, asking for nothing more.
    await page.unroute('**/assets/*.js');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/tour') asked.push(request.url());
    });
    await page.reload();
    await appReady(page);
    await expect(page.getByRole('list', { name: 'Upcoming shows' }).getByText(venue)).toBeVisible();
    expect(asked).toEqual([]);
  } finally {
    const removed = await context.request.delete(`/api/admin/shows/${id}`, { headers: ownOrigin() });
    expect(removed.status()).toBe(204);
  }
});

test('Tour is in the header’s and the home hero’s menus, with About, and opens even with no show to come', async ({
  page,
}, testInfo) => {
  const phone = isPhone(testInfo.project.name);
  // No show announced: the page reached by the menu says so.
  await page.route('**/api/tour', (route) =>
    route.fulfill({ json: { upcoming: [], past: { shows: [], page: 1, pageSize: 10, total: 0 } } }),
  );
  await page.goto('/');
  await appReady(page);
  const menu = page.getByRole('navigation', { name: 'Main' });
  if (phone) await page.getByRole('button', { name: 'Menu' }).click();
  await expect(menu.getByRole('link')).toHaveText(['store', 'discography', 'videos', 'tour', 'about']);
  await expect(menu.getByRole('link', { name: 'about' })).toHaveAttribute('href', '/about');
  await menu.getByRole('link', { name: 'tour' }).click();
  await expect(page).toHaveURL(/\/tour$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tour' })).toBeVisible();
  await expect(page.getByText(/^No shows announced right now\./)).toBeVisible();

  await page.goto('/store');
  if (phone) await page.getByRole('button', { name: 'Menu' }).click();
  await expect(menu.getByRole('link')).toHaveText(['Store', 'Discography', 'Videos', 'Tour', 'About']);
  await menu.getByRole('link', { name: 'Tour' }).click();
  await expect(page).toHaveURL(/\/tour$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tour' })).toBeVisible();
  await expect(page.getByText(/^No shows announced right now\./)).toBeVisible();
});
