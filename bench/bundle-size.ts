import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';

type BundleFigures = { route: string; jsKb: number; cssKb: number; files: string[] };

const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024;

/** The JavaScript and CSS a first visit to a route loads, measured as gzip bytes of the built files. */
export async function firstLoadSize(baseUrl: string, route: string, viewport = { width: 390, height: 844 }) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport });
    const files = new Set<string>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/\.(js|css)$/.test(pathname)) files.add(pathname);
    });
    await page.goto(new URL(route, baseUrl).toString(), { waitUntil: 'networkidle' });
    const local = [...files].map((file) => path.join('dist/web', file));
    const sum = (ext: string) => local.filter((f) => f.endsWith(ext)).reduce((kb, f) => kb + gzipKb(f), 0);
    return { route, jsKb: sum('.js'), cssKb: sum('.css'), files: [...files] } satisfies BundleFigures;
  } finally {
    await browser.close();
  }
}

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };

/**
 * A screen's own code, as the build split it: its chunk and the chunks only it brings in (not those
 * the page's entry and the app already loaded), in gzip KB. The key is the screen's module, as the
 * web app names it (src/web/page-screens.ts).
 */
export function screenChunkKb(screen: string): number {
  const manifest = JSON.parse(fs.readFileSync('dist/web/.vite/manifest.json', 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const reach = (key: string, seen: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) reach(next, seen);
  };
  // The page's entry (boot.ts) and the app it starts (main.tsx) load on every page.
  const entry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.isEntry || key === 'main.tsx') reach(key, entry);
  const own = new Set<string>();
  reach(screen, own);
  return [...own]
    .filter((key) => !entry.has(key))
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => Boolean(file?.endsWith('.js')))
    .reduce((kb, file) => kb + gzipKb(path.join('dist/web', file)), 0);
}
