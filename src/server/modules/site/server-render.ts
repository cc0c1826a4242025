import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { matchPage } from '../../../domain/pages/pages';
import type { RenderModule } from '../../../domain/pages/web-build';
import type { TourPage } from '../../../domain/tour/tour';
import type { CatalogSnapshot } from '../catalog/cache';
import type { ContentSnapshot } from '../content/content-store';
import { pagePolicy } from './page-subject';

export type RenderInput = {
  pathname: string;
  phone: boolean;
  /** Null on pages that do not carry the catalogue: they are drawn without it, as in the browser. */
  catalog: CatalogSnapshot | null;
  content: ContentSnapshot;
  /** On the tour page, the shows it lists, read for this drawing. */
  tour?: TourPage | null;
  /**
   * Whether the page is one of the site's. Not read here: a drawing is never kept by itself, but as
   * part of its page's bytes, whose one rule says when a page is made again (page-bytes.ts).
   */
  keep: boolean;
};

/**
 * A page's screen drawn to HTML, with the catalogue and content it was drawn from: the page must
 * carry those, and no newer ones, for the browser to hydrate what it shows.
 */
type DrawnPage = { html: string; catalog: CatalogSnapshot | null; content: ContentSnapshot };

/** Draws a page's screen; null when it cannot (no server build, or the app failed), and the browser draws it. */
export type PageRenderer = (input: RenderInput) => Promise<DrawnPage | null>;

/** No page takes longer to draw than this; past it, the browser draws it. */
const RENDER_TIMEOUT_MS = 3000;

/** Where the web build's server entry is, beside the web build (dist/web → dist/ssr). */
export function serverEntryPath(webDir: string): string {
  return path.join(path.dirname(webDir), 'ssr', 'entry-server.js');
}

/**
 * Draws a page's screen each time it is asked: pages are kept, drawing and all, as bytes
 * (page-bytes.ts), so a page is drawn once each time it is assembled and never kept apart from it.
 * A failure is logged and leaves the page to the browser; its next assembly tries again.
 */
export function pageRenderer(entryPath: string, log: FastifyBaseLogger): PageRenderer {
  // Loaded at start-up, not by the first request: a crowd arriving at once (a drop) would all wait for it.
  const module = loadRenderModule(entryPath, log);
  return async ({ pathname, phone, catalog, content, tour }) => {
    const renderer = await module;
    if (!renderer) return null;
    try {
      const html = await renderer.render({
        url: pathname,
        phone,
        catalog: catalog?.raw ?? null,
        content: { site: content.site, releases: content.releases },
        policy: pagePolicy(matchPage(pathname)?.id, content),
        tour: tour ?? undefined,
        signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
        onError: (error) => log.error({ err: error, pathname }, 'a part of the page failed to draw'),
      });
      return { html, catalog, content };
    } catch (error) {
      log.error({ err: error, pathname }, 'the page could not be drawn on the server');
      return null;
    }
  };
}

async function loadRenderModule(entryPath: string, log: FastifyBaseLogger): Promise<RenderModule | null> {
  if (!fs.existsSync(entryPath)) {
    log.info({ entryPath }, 'no server build of the web app: pages are drawn in the browser');
    return null;
  }
  try {
    // Built from src/web/entry-server.tsx, whose exports satisfy RenderModule.
    return (await import(pathToFileURL(entryPath).href)) as RenderModule;
  } catch (error) {
    log.error({ err: error, entryPath }, 'the server build of the web app did not load');
    return null;
  }
}

/**
 * Whether a request comes from a phone, so the page is drawn for the screen it will be shown on:
 * the client hint where the browser sends one, else "Mobi" in the user agent (as MDN advises).
 */
export function guessPhone(headers: Record<string, string | string[] | undefined>): boolean {
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  const agent = headers['user-agent'];
  return typeof agent === 'string' && /Mobi/i.test(agent);
}
