import fs from 'node:fs';
import path from 'node:path';
import { matchPage, PAGE_IDS, PAGES } from '../../domain/pages';
import { escapeHtml } from './head-html';

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
  for (const key of PAGE_IDS.map((id) => PAGES[id].screen)) {
    if (!key) continue;
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
    // The screen module each page loads, as the page manifest names it.
    const key = matchPage(pathname)?.page.screen;
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
