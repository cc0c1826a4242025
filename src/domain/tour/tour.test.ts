import { expect, it } from 'vitest';
import { showInputSchema } from './contract';
import { countryName, isTimeZone, showStart, TOUR_MESSAGES } from './tour';

it('gives a show’s start the offset the venue’s clocks have that day, summer and winter', () => {
  expect(showStart('2026-12-05T20:00', 'Africa/Lagos')?.iso).toBe('2026-12-05T20:00:00+01:00');
  expect(showStart('2026-12-05T20:00', 'Africa/Lagos')?.instant.toISOString()).toBe(
    '2026-12-05T19:00:00.000Z',
  );
  expect(showStart('2027-01-15T19:30', 'Europe/Berlin')?.iso).toBe('2027-01-15T19:30:00+01:00');
  expect(showStart('2027-07-15T19:30', 'Europe/Berlin')?.iso).toBe('2027-07-15T19:30:00+02:00');
  expect(showStart('2027-07-15T19:30', 'America/New_York')?.instant.toISOString()).toBe(
    '2027-07-15T23:30:00.000Z',
  );
  expect(showStart('2027-07-15T19:30', 'Asia/Kolkata')?.iso).toBe('2027-07-15T19:30:00+05:30');
  expect(showStart('2027-07-15T19:30', 'UTC')?.iso).toBe('2027-07-15T19:30:00+00:00');
});

it('refuses a time the clocks skip, and takes the first of a time they repeat', () => {
  expect(showStart('2027-03-28T02:30', 'Europe/Berlin')).toBeNull();
  expect(showStart('2027-10-31T02:30', 'Europe/Berlin')?.iso).toBe('2027-10-31T02:30:00+02:00');
  // The first hours after each change take the new offset, not the day before's.
  expect(showStart('2027-03-28T03:30', 'Europe/Berlin')?.iso).toBe('2027-03-28T03:30:00+02:00');
  expect(showStart('2027-10-31T03:30', 'Europe/Berlin')?.iso).toBe('2027-10-31T03:30:00+01:00');
  expect(showStart('2027-02-30T20:00', 'Europe/Berlin')).toBeNull();
  expect(showStart('2027-02-03T24:00', 'Europe/Berlin')).toBeNull();
});

it('knows IANA time zones and ISO country codes', () => {
  expect(isTimeZone('Africa/Lagos')).toBe(true);
  expect(isTimeZone('Mars/Olympus')).toBe(false);
  expect(isTimeZone('+01:00')).toBe(false);
  expect(isTimeZone('Asia/Kolkata')).toBe(true);
  expect(countryName('XK')).toBe('Kosovo');
  expect(countryName('EU')).toBeNull();
  expect(countryName('NG')).toBe('Nigeria');
  expect(countryName('GB')).toBe('United Kingdom');
  expect(countryName('ZZ')).toBeNull();
  expect(countryName('Nigeria')).toBeNull();
});

it('names each field that is wrong, in words staff read', () => {
  const result = showInputSchema.safeParse({
    localStart: '5 Dec 2026',
    timeZone: 'Lagos',
    venue: ' ',
    city: '',
    country: 'XX',
    ticketUrl: 'http://tickets.example.com/x',
    status: 'maybe',
  });
  expect(result.success).toBe(false);
  const messages = Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
  expect(messages).toEqual({
    localStart: TOUR_MESSAGES.localStart,
    timeZone: TOUR_MESSAGES.timeZone,
    venue: TOUR_MESSAGES.venue,
    city: TOUR_MESSAGES.city,
    country: TOUR_MESSAGES.country,
    ticketUrl: TOUR_MESSAGES.ticketUrl,
    status: TOUR_MESSAGES.status,
  });
});
