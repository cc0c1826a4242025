import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from './head-html';

/** The screen module each page path loads, as named in the web build's manifest. */
const screens: [RegExp, string][] = [
  [/^\/$/, 'screens/home/home-screen.tsx'],
  [/^\/about$/, 'screens/about/about-screen.tsx'],
  [/^\/store$/, 'screens/store/store-screen.tsx'],
  [/^\/store\/[^/]+$/, 'screens/product/product-screen.tsx'],
  [/^\/discography$/, 'screens/discography/discography-screen.tsx'],
  [/^\/discography\/[^/]+$/, 'screens/release/release-screen.tsx'],
  [/^\/cart$/, 'screens/cart/cart-screen.tsx'],
  [/^\/login$/, 'screens/login/login-screen.tsx'],
  [/^\/orders\/[^/]+$/, 'screens/order/order-screen.tsx'],
];

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/**
 * Preload tags for a page's own screen chunk and what it imports, so the browser fetches them with
 * the app's entry instead of after it has run: one round trip fewer before the first screen.
 */
export function routeChunkPreloader(webDir: string): (pathname: string) => string {
  const manifestPath = path.join(webDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) return () => '';
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  const entryFiles = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    if (chunk.isEntry) collect(manifest, chunk, entryFiles, new Set());
  }

  const tagsByScreen = new Map<string, string>();
  for (const [, key] of screens) {
    const chunk = manifest[key];
    if (!chunk) continue;
    const files = new Set<string>();
    collect(manifest, chunk, files, new Set());
    const tags = [...files]
      .filter((file) => !entryFiles.has(file))
      .map((file) =>
        file.endsWith('.css')
          ? // The app adds its screen styles as crossorigin stylesheets: a preload must match, or it is fetched twice.
            `<link rel="preload" as="style" crossorigin href="/${escapeHtml(file)}" />`
          : `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`,
      );
    tagsByScreen.set(key, tags.join('\n    '));
  }

  return (pathname) => {
    const key = screens.find(([pattern]) => pattern.test(pathname))?.[1];
    return key ? (tagsByScreen.get(key) ?? '') : '';
  };
}

function collect(manifest: Manifest, chunk: ManifestChunk, files: Set<string>, seen: Set<ManifestChunk>) {
  if (seen.has(chunk)) return;
  seen.add(chunk);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const key of chunk.imports ?? []) {
    const imported = manifest[key];
    if (imported) collect(manifest, imported, files, seen);
  }
}
