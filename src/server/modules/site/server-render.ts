import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { RenderModule } from '../../../domain/pages/web-build';
import type { CatalogSnapshot } from '../catalog/cache';
import type { ContentSnapshot } from '../content/content-store';

export type RenderInput = {
  pathname: string;
  phone: boolean;
  /** Null on pages that do not carry the catalogue: they are drawn without it, as in the browser. */
  catalog: CatalogSnapshot | null;
  content: ContentSnapshot;
  /** A page of the site (not an unknown address): kept, so the next request for it is not drawn again. */
  keep: boolean;
};

/**
 * A page's screen drawn to HTML, with the catalogue and content it was drawn from: the page must
 * carry those, and no newer ones, for the browser to hydrate what it shows.
 */
type DrawnPage = { html: string; catalog: CatalogSnapshot | null; content: ContentSnapshot };

/** Draws a page's screen; null when it cannot (no server build, or the app failed), and the browser draws it. */
export type PageRenderer = (input: RenderInput) => Promise<DrawnPage | null>;

export type PageRendererOptions = {
  /** How long a drawing is sent as it is after the catalogue or content changed (a sale, an edit). */
  freshMs?: number;
  now?: () => number;
};

/** No page takes longer to draw than this; past it, the browser draws it. */
const RENDER_TIMEOUT_MS = 3000;
/** Pages kept (about 20 KB each): a shop of 200 products and 40 releases, each drawn for a phone and a desktop, fits. */
const MAX_KEPT = 500;
/**
 * During a drop every sale makes a new catalogue snapshot; drawing each page again for each one
 * would queue hundreds of drawings. A page is drawn again at most this often, so its stock line may
 * be this much behind (the order itself always checks the stock of the moment).
 */
const FRESH_MS = 1000;

/** A drawing and when it was started; a failed one (null) is dropped as soon as it is known. */
type Kept = { page: DrawnPage | null; at: number };

/** Where the web build's server entry is, beside the web build (dist/web → dist/ssr). */
export function serverEntryPath(webDir: string): string {
  return path.join(path.dirname(webDir), 'ssr', 'entry-server.js');
}

/**
 * A page is drawn once per catalogue and content snapshot (and per phone or desktop) and then sent
 * as it is; a sale or an edit replaces the snapshot, and the page is drawn again from the new one,
 * at most once a second (FRESH_MS). Requests for a page being drawn wait for the same drawing.
 */
export function pageRenderer(
  entryPath: string,
  log: FastifyBaseLogger,
  { freshMs = FRESH_MS, now = Date.now }: PageRendererOptions = {},
): PageRenderer {
  // Loaded at start-up, not by the first request: a crowd arriving at once (a drop) would all wait for it.
  const module = loadRenderModule(entryPath, log);
  const kept = new Map<string, Promise<Kept>>();

  const draw = async (renderer: RenderModule, input: RenderInput): Promise<DrawnPage | null> => {
    const { pathname, phone, catalog, content } = input;
    try {
      const html = await renderer.render({
        url: pathname,
        phone,
        catalog: catalog?.raw ?? null,
        content: { site: content.site, releases: content.releases },
        signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
        onError: (error) => log.error({ err: error, pathname }, 'a part of the page failed to draw'),
      });
      return { html, catalog, content };
    } catch (error) {
      log.error({ err: error, pathname }, 'the page could not be drawn on the server');
      return null;
    }
  };

  const drawAndKeep = (renderer: RenderModule, input: RenderInput, key: string) => {
    const at = now();
    const drawing = draw(renderer, input).then((page): Kept => ({ page, at }));
    if (kept.size >= MAX_KEPT) kept.clear();
    kept.set(key, drawing);
    // A failure is not kept: the next request tries again.
    void drawing.then(({ page }) => page === null && kept.get(key) === drawing && kept.delete(key));
    return drawing;
  };

  return async (input) => {
    const renderer = await module;
    if (!renderer) return null;
    if (!input.keep) return draw(renderer, input);
    const key = `${input.phone ? 'phone' : 'desktop'} ${input.pathname}`;
    const entry = kept.get(key);
    const previous = await entry;
    const page = previous?.page;
    const current = page && page.catalog === input.catalog && page.content === input.content;
    if (page && previous && (current || now() - previous.at < freshMs)) return page;
    // Another request may have started the new drawing while this one waited: it waits for that one.
    const latest = kept.get(key);
    const drawing = latest && latest !== entry ? latest : drawAndKeep(renderer, input, key);
    return (await drawing).page;
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
