import { type BrowserContext, type Cookie, expect, type Page, request } from '@playwright/test';
import { E2E_STAFF } from './global-setup';

export { E2E_STAFF };

/** Signs in through the login form, as a member of staff would. */
export async function signInWithForm(
  page: Page,
  credentials: { email: string; password: string } = E2E_STAFF,
) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** The origin header our own pages send; the server refuses cookie-authenticated writes without it. */
export function ownOrigin(): { origin: string } {
  const baseURL = process.env.E2E_BASE_URL;
  if (!baseURL) throw new Error('E2E_BASE_URL is not set: run the tests through playwright.config.ts.');
  return { origin: new URL(baseURL).origin };
}

async function startSession(): Promise<Cookie[]> {
  const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL, extraHTTPHeaders: ownOrigin() });
  try {
    const response = await api.post('/api/auth/login', { data: E2E_STAFF });
    expect(response.status(), 'the demo staff account signs in').toBe(200);
    return (await api.storageState()).cookies;
  } finally {
    await api.dispose();
  }
}

/**
 * Staff's exports and staff changes ask again for the password ten minutes after signing in
 * ("Confirm it's you"): a session older than this is replaced before it is handed out.
 */
const SESSION_FRESH_MS = 8 * 60_000;

let session: { cookies: Promise<Cookie[]>; at: number } | undefined;

/**
 * Puts a staff session into the browser context without the form. One sign-in per worker every
 * few minutes: the server caps sign-in requests per address per minute, and every test here shares
 * one address. Tests that sign out use `signInWithForm`, so they end a session of their own, not
 * this one.
 */
export async function signIn(context: BrowserContext): Promise<void> {
  if (!session || Date.now() - session.at > SESSION_FRESH_MS) {
    const started = { at: Date.now(), cookies: startSession() };
    started.cookies.catch(() => {
      if (session === started) session = undefined;
    });
    session = started;
  }
  await context.addCookies(await session.cookies);
}
