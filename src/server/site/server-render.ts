import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { Category, Collection, Product } from '../../domain/catalog';
import type { Release } from '../../domain/releases';
import type { SiteSettings } from '../../domain/site';
import type { ContentSnapshot } from '../artist/content-store';
import type { CatalogSnapshot } from '../catalog/cache';

/**
 * The web build's server entry (src/web/entry-server.tsx, built by `vite build --ssr`), as the
 * server sees it: it is loaded at run time from the build, never imported from the web source.
 */
type RenderModule = {
  render(request: {
    url: string;
    phone: boolean;
    catalog: { products: Product[]; collections: Collection[]; categories: Category[] } | null;
    content: { site: SiteSettings; releases: Release[] };
    signal?: AbortSignal;
    onError?: (error: unknown) => void;
  }): Promise<string>;
};

export type RenderInput = {
  pathname: string;
  phone: boolean;
  /** Null on pages that do not carry the catalogue: they are drawn without it, as in the browser. */
  catalog: CatalogSnapshot | null;
  content: ContentSnapshot;
  /** A page of the site (not an unknown address): kept, so the next request for it is not drawn again. */
  keep: boolean;
};

/** Draws a page's screen to HTML; null when it cannot (no server build, or the app failed), and the browser draws it. */
export type PageRenderer = (input: RenderInput) => Promise<string | null>;

/** No page takes longer to draw than this; past it, the browser draws it. */
const RENDER_TIMEOUT_MS = 3000;
/** Pages kept per catalogue and content (about 20 KB each): a shop of 200 products and 40 releases, each drawn for a phone and a desktop, fits. */
const MAX_KEPT = 500;

/** Where the web build's server entry is, beside the web build (dist/web → dist/ssr). */
export function serverEntryPath(webDir: string): string {
  return path.join(path.dirname(webDir), 'ssr', 'entry-server.js');
}

/**
 * A page is drawn once per catalogue and content snapshot (and per phone or desktop) and then sent
 * as it is: a sale or an edit replaces the snapshot, and with it every page drawn from the old one.
 * Requests for a page being drawn wait for the same drawing.
 */
export function pageRenderer(entryPath: string, log: FastifyBaseLogger): PageRenderer {
  let module: Promise<RenderModule | null> | undefined;
  let kept = {
    catalog: null as CatalogSnapshot | null,
    content: null as ContentSnapshot | null,
    pages: new Map<string, Promise<string | null>>(),
  };

  const draw = async (renderer: RenderModule, { pathname, phone, catalog, content }: RenderInput) => {
    try {
      return await renderer.render({
        url: pathname,
        phone,
        catalog: catalog?.raw ?? null,
        content: { site: content.site, releases: content.releases },
        signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
        onError: (error) => log.error({ err: error, pathname }, 'a part of the page failed to draw'),
      });
    } catch (error) {
      log.error({ err: error, pathname }, 'the page could not be drawn on the server');
      return null;
    }
  };

  return async (input) => {
    module ??= loadRenderModule(entryPath, log);
    const renderer = await module;
    if (!renderer) return null;
    if (!input.keep) return draw(renderer, input);
    if (kept.catalog !== input.catalog || kept.content !== input.content) {
      kept = { catalog: input.catalog, content: input.content, pages: new Map() };
    }
    const key = `${input.phone ? 'phone' : 'desktop'} ${input.pathname}`;
    let page = kept.pages.get(key);
    if (!page) {
      page = draw(renderer, input);
      const { pages } = kept;
      if (pages.size >= MAX_KEPT) pages.clear();
      pages.set(key, page);
      // A failure is not kept: the next request tries again.
      void page.then((html) => html === null && pages.delete(key));
    }
    return page;
  };
}

async function loadRenderModule(entryPath: string, log: FastifyBaseLogger): Promise<RenderModule | null> {
  if (!fs.existsSync(entryPath)) {
    log.info({ entryPath }, 'no server build of the web app: pages are drawn in the browser');
    return null;
  }
  try {
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
