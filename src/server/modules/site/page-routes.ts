import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { matchPageInAdmin } from '../../../domain/pages/admin-pages';
import { pageHead } from '../../../domain/pages/page-head/page-head';
import type { ApiErrorBody } from '../../../domain/shared/api-error';
import { isPublicHost, publicAddressOf } from './canonical-host';
import { keepEarlierAssets } from './earlier-assets';
import { compileHtmlTemplate, renderPage } from './html-template';
import { type AssembledPage, PageBytes, sendPage } from './page-bytes';
import { imagePreloads, pageDataScript } from './page-extras';
import { pageSubject } from './page-subject';
import { routeChunkPreloader } from './route-chunks';
import { guessPhone, pageRenderer, serverEntryPath } from './server-render';

const notFoundBody: ApiErrorBody = { error: { code: 'not_found', message: 'Not found.' } };

export type WebOptions = {
  webDir: string | null;
  contentDir: string;
  publicUrl: string;
  /** Where the files of earlier releases' web builds are kept (DATA_DIR); null keeps none. */
  dataDir: string | null;
  /** Where pages are kept as bytes; tests pass their own to count what is assembled. */
  pageBytes?: PageBytes | undefined;
};

/** Files the server writes itself (crawler-routes.ts); a copy in the web build must not shadow them. */
const generatedFiles = ['robots.txt', 'sitemap.xml', '.vite/**'];

/**
 * Serves the built web app (hashed assets cached for a year), the artist's media, and the app's
 * page for every client route, with that page's title, description, social tags and JSON-LD in
 * the first response because crawlers run no JavaScript; an unknown /api path stays a JSON 404.
 * Pages answer only under PUBLIC_URL's host and lead there from any other; files (the build's
 * assets, media) answer on any host, being the same bytes whatever name was used.
 */
/**
 * The artist's pictures may be shown on another origin: a broadcast's product and release cards are
 * loaded by webmail (its image proxy, or its own page), which the site's same-origin resource policy
 * would leave broken. They are public pictures, shown to anyone who opens the shop.
 */
export const openToWebmail: NonNullable<FastifyStaticOptions['setHeaders']> = (reply) => {
  reply.header('cross-origin-resource-policy', 'cross-origin');
};

export async function pageRoutes(
  app: FastifyInstance,
  { webDir, contentDir, publicUrl, dataDir, pageBytes = new PageBytes() }: WebOptions,
) {
  await app.register(fastifyStatic, {
    root: path.join(contentDir, 'media'),
    prefix: '/media/',
    decorateReply: false,
    maxAge: '7d',
    setHeaders: openToWebmail,
  });

  const indexPath = webDir ? path.join(webDir, 'index.html') : null;
  const indexHtml = indexPath && fs.existsSync(indexPath) ? fs.readFileSync(indexPath, 'utf8') : null;
  const template = indexHtml ? compileHtmlTemplate(indexHtml) : null;
  const immutableAssets = 'public, max-age=31536000, immutable';
  if (webDir && template) {
    // The running build's own files are routes of their own, so these answer only what it lacks.
    const earlier = dataDir ? keepEarlierAssets(webDir, path.join(dataDir, 'web-assets')) : [];
    if (earlier.length > 0) {
      await app.register(fastifyStatic, {
        root: earlier,
        prefix: '/assets/',
        index: false,
        preCompressed: true,
        decorateReply: false,
        setHeaders: (reply) => reply.header('cache-control', immutableAssets),
      });
    }
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      decorateReply: false,
      globIgnore: generatedFiles,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? immutableAssets : 'public, max-age=3600');
      },
    });
  }

  const chunkPreloads = webDir ? routeChunkPreloader(webDir) : () => '';
  const drawPage = webDir ? pageRenderer(serverEntryPath(webDir), app.log) : async () => null;

  app.setNotFoundHandler(async (_request, reply) => reply.status(404).send(notFoundBody));
  if (!template) return;

  // A page is its head, joined from a few strings, and its screen, drawn by React once per catalogue
  // and content snapshot (server-render.ts), assembled and compressed once and then sent as bytes
  // (page-bytes.ts): a product page always matches the catalogue of the moment, give or take a second.
  // A route, not the not-found handler, so the usual hooks apply; it compresses its own bytes.
  app.get('/*', { compress: false }, async (request, reply) => {
    const { pathname } = new URL(request.url, 'http://x');
    if (pathname.startsWith('/api/') || pathname.startsWith('/media/')) {
      return reply.status(404).send(notFoundBody);
    }
    // One address, printed and used: a page asked for under another name (127.0.0.1 for localhost)
    // would keep a bag of its own, which payment returns and email links never come back to.
    if (!isPublicHost(request.host, publicUrl)) {
      reply.header('cache-control', 'no-store');
      return reply.redirect(publicAddressOf(request.url, publicUrl), 308);
    }
    const content = await app.content.get();
    // A release whose address changed: its old address leads to the new one for good.
    const renamed = /^\/discography\/([^/]+)\/?$/.exec(pathname)?.[1];
    const target =
      renamed && !content.releaseBySlug.has(renamed) ? content.redirects.get(renamed) : undefined;
    if (target) return reply.redirect(`/discography/${encodeURIComponent(target)}`, 301);
    // The public pages come drawn: crawlers and a shopper waiting for the code see the whole screen.
    const phone = guessPhone(request.headers);
    const key = `${phone ? 'phone' : 'desktop'} ${pathname}`;
    const match = matchPageInAdmin(pathname);
    // A page of the site whose subject is not there (a product gone) still carries its data, so the
    // browser, like the server, knows at once that it is not there.
    const sources = async () => ({ catalog: match ? await app.catalog.get() : null, content });
    const version = { content, catalogEdits: app.catalog.edits };
    const page = await pageBytes.page(key, version, sources, async (latest): Promise<AssembledPage> => {
      const snapshot = latest.catalog;
      // The tour page lists its shows as they stand now, drawn with them like every public page.
      const tour = match?.id === 'tour' ? await app.tour.firstPage(new Date()) : null;
      const subject = pageSubject(match, content, snapshot, tour?.upcoming ?? null);
      const head = pageHead(match, { site: content.site, publicUrl }, subject);
      const drawn =
        (match?.page.serverRendered ?? true)
          ? await drawPage({
              pathname,
              phone,
              catalog: snapshot && match?.page.needs.catalog ? snapshot : null,
              content,
              tour,
              keep: head.found,
            })
          : null;
      // The page carries the catalogue and content its screen was drawn from (a drawing may be up to
      // a second older than the latest sale), so the browser hydrates exactly what it shows.
      const shownCatalog = drawn?.catalog ?? snapshot;
      const shownContent = drawn?.content ?? content;
      // The page's largest picture is asked for first, ahead of its screen's code, so it never queues behind it.
      const extra = shownCatalog
        ? [
            imagePreloads(match, shownCatalog, shownContent.site),
            chunkPreloads(match, drawn !== null),
            pageDataScript(match, shownCatalog, shownContent, tour),
          ]
            .filter(Boolean)
            .join('\n    ')
        : pageDataScript(match, null, shownContent, tour);
      return {
        status: head.found ? 200 : 404,
        html: renderPage(template, head.head, extra, drawn ? { html: drawn.html, phone } : undefined),
        catalog: shownCatalog,
        content: shownContent,
        // Only the site's own pages are kept: an unknown address is not worth the memory, nor is a
        // shopper's own order page, one address per order, all drawn as the same skeleton.
        // The tour page is not kept either: its list and structured data change as shows pass, with no edit.
        keep:
          head.found &&
          match !== null &&
          match.id !== 'tour' &&
          (match.page.index || !match.page.pattern.includes(':')),
      };
    });
    return sendPage(request, reply, page);
  });
}
