import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { matchPageInAdmin } from '../../../domain/pages/admin-pages';
import { PAGE_SCREENS_FILE } from '../../../domain/pages/web-build';
import { routeChunkPreloader } from './route-chunks';

/** The screens the build names for the pages of these tests (the web app's page-screens.ts names them all). */
const screens = {
  pages: { home: 'screens/home/home-screen.tsx', cart: 'screens/cart/cart-screen.tsx' },
  admin: { frame: 'screens/admin/admin-gate.tsx', pages: { products: 'screens/admin/products-screen.tsx' } },
  notFound: 'screens/not-found/not-found-screen.tsx',
};

function webDirWith(manifest: unknown) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-manifest-'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dir, PAGE_SCREENS_FILE), JSON.stringify(screens));
  return dir;
}

const manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    css: ['assets/index-a.css'],
    imports: ['_shared.js'],
  },
  '_shared.js': { file: 'assets/shared-b.js' },
  '_price.js': { file: 'assets/price-c.js', imports: ['_shared.js'] },
  'main.tsx': { file: 'assets/main-f.js', imports: ['index.html', '_shared.js'] },
  'screens/home/home-screen.tsx': { file: 'assets/home-d.js', imports: ['_price.js', '_shared.js'] },
  'screens/cart/cart-screen.tsx': {
    file: 'assets/cart-e.js',
    css: ['assets/cart-e.css'],
    imports: ['_price.js'],
  },
};

it("preloads the app's chunk and a page's screen chunk with their imports, but not what the entry already loads", () => {
  const preload = routeChunkPreloader(webDirWith(manifest));
  expect(preload(matchPageInAdmin('/cart'), false)).toBe(
    [
      '<link rel="modulepreload" crossorigin href="/assets/main-f.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/cart-e.js" />',
      '<link rel="preload" as="style" crossorigin href="/assets/cart-e.css" />',
      '<link rel="modulepreload" crossorigin href="/assets/price-c.js" />',
    ].join('\n    '),
  );
  expect(preload(matchPageInAdmin('/cart'), false)).not.toContain('shared-b.js');
});

it('leaves the preloads of a page the server drew in an inert template, for the app to add when it starts', () => {
  const preload = routeChunkPreloader(webDirWith(manifest));
  expect(preload(matchPageInAdmin('/'), true)).toBe(
    '<template id="app-preloads">' +
      '<link rel="modulepreload" crossorigin href="/assets/main-f.js" />' +
      '<link rel="modulepreload" crossorigin href="/assets/home-d.js" />' +
      '<link rel="modulepreload" crossorigin href="/assets/price-c.js" />' +
      '</template>',
  );
  // The same page, when its drawing failed and the browser draws it, needs its code at once.
  expect(preload(matchPageInAdmin('/'), false)).toContain(
    '\n    <link rel="modulepreload" crossorigin href="/assets/home-d.js" />',
  );
  expect(preload(matchPageInAdmin('/'), false)).not.toContain('template');
});

it("links a drawn screen's own styles at once, so it shows styled before the app; the app's wait", () => {
  const preload = routeChunkPreloader(
    webDirWith({ ...manifest, 'main.tsx': { ...manifest['main.tsx'], css: ['assets/main-f.css'] } }),
  );
  const drawn = preload(matchPageInAdmin('/cart'), true);
  expect(
    drawn.startsWith('<link rel="stylesheet" crossorigin href="/assets/cart-e.css" />\n    <template'),
  ).toBe(true);
  expect(drawn).not.toContain('rel="stylesheet" crossorigin href="/assets/main-f.css"');
  expect(drawn).toContain('<link rel="preload" as="style" crossorigin href="/assets/main-f.css" />');
  // A screen whose styles all come with the page's entry links none.
  expect(preload(matchPageInAdmin('/'), true)).not.toContain('rel="stylesheet"');
});

it("preloads an admin page's screen with the admin's frame, and nothing without a manifest", () => {
  const preload = routeChunkPreloader(
    webDirWith({
      ...manifest,
      'screens/admin/admin-gate.tsx': { file: 'assets/gate-g.js', css: ['assets/admin-g.css'] },
      'screens/admin/products-screen.tsx': { file: 'assets/products-h.js', imports: ['_price.js'] },
    }),
  );
  expect(preload(matchPageInAdmin('/admin/products'), false)).toBe(
    [
      '<link rel="modulepreload" crossorigin href="/assets/main-f.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/gate-g.js" />',
      '<link rel="preload" as="style" crossorigin href="/assets/admin-g.css" />',
      '<link rel="modulepreload" crossorigin href="/assets/products-h.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/price-c.js" />',
    ].join('\n    '),
  );
  // The admin's own address leads to its dashboard: the app alone.
  expect(preload(matchPageInAdmin('/admin'), false)).toBe(
    '<link rel="modulepreload" crossorigin href="/assets/main-f.js" />',
  );
  expect(
    routeChunkPreloader(fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-none-')))(
      matchPageInAdmin('/'),
      true,
    ),
  ).toBe('');
});
