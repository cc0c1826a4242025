import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has taken over the page the server drew (app-ready.ts marks the root): taps,
 * keys and the app's own clocks reach it from then on, not only the server's drawing.
 */
export async function appReady(page: Page): Promise<void> {
  await expect(page.locator('#root')).toHaveAttribute('data-ready', '');
}
