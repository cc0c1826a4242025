import fs from 'node:fs';
import path from 'node:path';
import {
  matchPage,
  NOT_FOUND_SCREEN,
  PAGE_IDS,
  PAGES,
  type PageEntry,
  type PageId,
} from '../../domain/pages';
import { escapeHtml } from './head-html';

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** The app's module, which the page's entry (src/web/boot.ts) imports: the key of its chunk in the web build's manifest. */
const APP_MODULE = 'main.tsx';

/**
 * Preload tags for the app's chunk and a page's own screen chunk, with what they import, so the
 * browser fetches them with the page's entry instead of one after the other. On a page the server
 * drew, which shows without them, they are fetched at a low priority: after the pictures, the
 * styles and the fonts, not before them.
 */
export function routeChunkPreloader(webDir: string): (pathname: string) => string {
  const manifestPath = path.join(webDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) return () => '';
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  const entryFiles = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    if (chunk.isEntry) collect(manifest, chunk, entryFiles, new Set());
  }

  const tags = (keys: (string | null)[], drawn: boolean) => {
    const files = new Set<string>();
    for (const key of keys) {
      const chunk = key ? manifest[key] : undefined;
      if (chunk) collect(manifest, chunk, files, new Set());
    }
    const priority = drawn ? ' fetchpriority="low"' : '';
    return [...files]
      .filter((file) => !entryFiles.has(file))
      .map((file) =>
        file.endsWith('.css')
          ? // The app adds its screen styles as crossorigin stylesheets: a preload must match, or it is fetched twice.
            `<link rel="preload" as="style" crossorigin href="/${escapeHtml(file)}" />`
          : `<link rel="modulepreload"${priority} crossorigin href="/${escapeHtml(file)}" />`,
      )
      .join('\n    ');
  };

  const tagsByPage = new Map<PageId, string>();
  for (const id of PAGE_IDS) {
    const { screen, serverRendered } = PAGES[id] as PageEntry;
    tagsByPage.set(id, tags([APP_MODULE, screen], serverRendered));
  }
  // An unknown address: the not-found page, drawn on the server.
  const notFound = tags([APP_MODULE, NOT_FOUND_SCREEN], true);

  return (pathname) => {
    const id = matchPage(pathname)?.id;
    return id ? (tagsByPage.get(id) ?? '') : notFound;
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
