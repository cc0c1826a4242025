import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_PAGE_IDS, type AdminPageId, type PageInAdminMatch } from '../../../domain/pages/admin-pages';
import { APP_PRELOADS_ID } from '../../../domain/pages/page-markup';
import { PAGE_IDS, type PageId } from '../../../domain/pages/pages';
import { PAGE_SCREENS_FILE, type PageScreens } from '../../../domain/pages/web-build';
import { escapeHtml } from './head-html';

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;
/** A page's preload tags: in the head, or left in a template for the app to add when it starts. */
type Tags = { now: string; later: string };

/** The app's module, which the page's entry (src/web/boot.ts) imports: the key of its chunk in the web build's manifest. */
const APP_MODULE = 'main.tsx';

/**
 * Preload tags for the app's chunk and a page's own screen chunk, with what they import, so the
 * browser fetches them together instead of one after the other.
 *
 * A page the browser draws needs them at once. A page the server drew shows without them: its tags
 * wait in an inert template, which the page's entry adds once the page has loaded and painted. So
 * on a slow line the app's code never shares the bandwidth with the page's pictures and styles. Its
 * screen's own stylesheets, beyond the entry's, are linked at once: the screen is drawn with them.
 */
export function routeChunkPreloader(
  webDir: string,
): (match: PageInAdminMatch | null, drawn: boolean) => string {
  const manifestPath = path.join(webDir, '.vite', 'manifest.json');
  const screensPath = path.join(webDir, PAGE_SCREENS_FILE);
  if (!fs.existsSync(manifestPath) || !fs.existsSync(screensPath)) return () => '';
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  const screens = JSON.parse(fs.readFileSync(screensPath, 'utf8')) as PageScreens;
  const entryFiles = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    if (chunk.isEntry) collect(manifest, chunk, entryFiles, new Set());
  }
  const app = manifest[APP_MODULE];
  const appFiles = new Set<string>();
  if (app) collect(manifest, app, appFiles, new Set());

  const tags = (keys: (string | null)[]): Tags => {
    const files = new Set<string>();
    for (const key of keys) {
      const chunk = key ? manifest[key] : undefined;
      if (chunk) collect(manifest, chunk, files, new Set());
    }
    const links = [...files]
      .filter((file) => !entryFiles.has(file))
      .map((file) =>
        file.endsWith('.css')
          ? // The app adds its screen styles as crossorigin stylesheets: a preload must match, or it is fetched twice.
            `<link rel="preload" as="style" crossorigin href="/${escapeHtml(file)}" />`
          : `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`,
      );
    // A drawn screen's own styles (the checkout's, the sign-in's) come with it, so it shows styled
    // before the app; the app's own (its fonts) still wait for it.
    const styles = [...files]
      .filter((file) => file.endsWith('.css') && !entryFiles.has(file) && !appFiles.has(file))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}" />`);
    const template = links.length ? `<template id="${APP_PRELOADS_ID}">${links.join('')}</template>` : '';
    return {
      now: links.join('\n    '),
      later: [...styles, template].filter(Boolean).join('\n    '),
    };
  };

  // The admin's own address is the app alone: it leads to the dashboard.
  const tagsByPage = new Map<PageId, Tags>();
  for (const id of PAGE_IDS)
    tagsByPage.set(id, tags([APP_MODULE, id === 'admin' ? null : screens.pages[id]]));
  // An admin page: its screen within the admin's frame.
  const tagsByAdminPage = new Map<AdminPageId, Tags>();
  for (const id of ADMIN_PAGE_IDS) {
    tagsByAdminPage.set(id, tags([APP_MODULE, screens.admin.frame, screens.admin.pages[id]]));
  }
  // An unknown address: the not-found page.
  const notFound = tags([APP_MODULE, screens.notFound]);

  return (match, drawn) => {
    const admin = match?.adminPage?.id;
    const page = admin ? tagsByAdminPage.get(admin) : match ? tagsByPage.get(match.id) : notFound;
    return (drawn ? page?.later : page?.now) ?? '';
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
