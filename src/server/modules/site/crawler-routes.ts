import type { FastifyInstance } from 'fastify';
import { renderRobotsTxt, renderSitemap } from './sitemap';

export type CrawlerOptions = { publicUrl: string };

/**
 * robots.txt and sitemap.xml, written from the content and the catalogue so they name the real
 * address and every release and product; page-routes.ts keeps any built copy from shadowing them.
 */
export async function crawlerRoutes(app: FastifyInstance, { publicUrl }: CrawlerOptions) {
  const robots = renderRobotsTxt(publicUrl);

  app.get('/robots.txt', async (_request, reply) => {
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robots);
  });

  // Built per request: a few dozen lines, and always in step with the catalogue snapshot.
  app.get('/sitemap.xml', async (_request, reply) => {
    const [{ raw }, content] = await Promise.all([app.catalog.get(), app.content.get()]);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(renderSitemap(publicUrl, content.releases, raw.products));
  });
}
