import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { PAGE_DATA_ID } from '../domain/pages/page-markup';

/** A page as the browser holds it: only what readPageData looks at. */
function pageWith(elements: Record<string, string>) {
  const getElementById = vi.fn((id: string) => (id in elements ? { textContent: elements[id] } : null));
  vi.stubGlobal('document', { getElementById });
  return getElementById;
}

async function freshReader() {
  vi.resetModules();
  return (await import('./page-data')).readPageData;
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

it('reads the catalogue and content the server wrote into the page, once', async () => {
  const data = {
    catalog: { products: [], collections: [], categories: [] },
    content: { site: { artistName: 'Ayo' }, releases: null },
  };
  const lookups = pageWith({ [PAGE_DATA_ID]: JSON.stringify(data) });
  const readPageData = await freshReader();
  expect(readPageData()).toEqual(data);
  expect(readPageData()).toBe(readPageData());
  expect(lookups).toHaveBeenCalledTimes(1);
});

it('is null on a page without data, and on data it cannot read', async () => {
  pageWith({});
  expect((await freshReader())()).toBeNull();
  pageWith({ [PAGE_DATA_ID]: '{"catalog":' });
  expect((await freshReader())()).toBeNull();
});

it('is null where there is no page at all (the server drawing it)', async () => {
  expect((await freshReader())()).toBeNull();
});
