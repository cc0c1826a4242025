import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { routeChunkPreloader } from './route-chunks';

function webDirWith(manifest: unknown) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-manifest-'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
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
  'screens/home/home-screen.tsx': { file: 'assets/home-d.js', imports: ['_price.js', '_shared.js'] },
  'screens/cart/cart-screen.tsx': {
    file: 'assets/cart-e.js',
    css: ['assets/cart-e.css'],
    imports: ['_price.js'],
  },
};

it("preloads a page's screen chunk and its imports, but not what the entry already loads", () => {
  const preload = routeChunkPreloader(webDirWith(manifest));
  expect(preload('/')).toBe(
    '<link rel="modulepreload" crossorigin href="/assets/home-d.js" />\n    <link rel="modulepreload" crossorigin href="/assets/price-c.js" />',
  );
  expect(preload('/cart')).toContain(
    '<link rel="preload" as="style" crossorigin href="/assets/cart-e.css" />',
  );
  expect(preload('/cart')).not.toContain('shared-b.js');
});

it('preloads nothing for a page it does not know, or without a manifest', () => {
  expect(routeChunkPreloader(webDirWith(manifest))('/admin/products')).toBe('');
  expect(routeChunkPreloader(fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-none-')))('/')).toBe('');
});
