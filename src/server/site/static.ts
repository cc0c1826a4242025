import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '../../domain/api-error';
import { isPagePath } from './page-routes';

const notFoundBody: ApiErrorBody = { error: { code: 'not_found', message: 'Not found.' } };

export type WebOptions = { webDir: string | null; contentDir: string };

/**
 * Serves the built web app (hashed assets cached for a year), the artist's media, and the app's
 * page for every client route; an unknown /api path stays a JSON 404.
 */
export async function webRoutes(app: FastifyInstance, { webDir, contentDir }: WebOptions) {
  await app.register(fastifyStatic, {
    root: path.join(contentDir, 'media'),
    prefix: '/media/',
    decorateReply: false,
    maxAge: '7d',
  });

  const indexPath = webDir ? path.join(webDir, 'index.html') : null;
  const indexHtml = indexPath && fs.existsSync(indexPath) ? fs.readFileSync(indexPath, 'utf8') : null;
  if (webDir && indexHtml) {
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      decorateReply: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const { pathname } = new URL(request.url, 'http://x');
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/media/');
    if (!wantsPage || !indexHtml) return reply.status(404).send(notFoundBody);
    return reply
      .status(isPagePath(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}
