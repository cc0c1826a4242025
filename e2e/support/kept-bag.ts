import type { Page } from '@playwright/test';

/** A bag line as the shop keeps it in the browser (its product as it was when added). */
export type KeptLine = { product: unknown; color: string; size: string; quantity: number };

/**
 * Puts `bag` in the browser's storage under cart-store before the page's code runs, as a bag kept
 * from an earlier visit; only on the first load, so the shop's own updates then stand.
 */
export async function keepBagFromEarlierVisit(page: Page, bag: KeptLine[]): Promise<void> {
  const kept = { state: { bag, products: [], categories: [], collections: [] }, version: 1 };
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('cart-store', value);
      sessionStorage.setItem('seeded', '1');
    }
  }, JSON.stringify(kept));
}
