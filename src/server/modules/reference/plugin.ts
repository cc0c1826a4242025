import swagger from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { checkAnswersAgainstSchemas } from '../../http/answer-check';
import { ROUTES_WITHOUT_SCHEMA } from '../../http/schemaless-routes';

/** A route as registered: what the API reference and the test of the schemas read. */
export type ApiRoute = { method: string; url: string; schema: FastifySchema | undefined };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route, in the order registered (HEAD left out: it answers as GET does). */
    apiRoutes: readonly ApiRoute[];
  }
}

/** The group a route is listed under: /api/admin/orders/… → "admin orders". */
export function groupOf(url: string): string {
  const [, area = '', name = ''] = /^\/api\/(admin\/)?([^/.]+)/.exec(url) ?? [];
  return `${area ? 'admin ' : ''}${name}`;
}

function withoutSchemaReason(method: string, url: string): string | undefined {
  return ROUTES_WITHOUT_SCHEMA.find((route) => route.method === method && route.url === url)?.reason;
}

/**
 * Collects the routes and their schemas as they are registered, for the API reference (OpenAPI,
 * by @fastify/swagger) and its test. Registered before any route, so it hears of them all.
 * `checkAnswers` (tests) compares each answer its schema writes with what the route returned.
 */
export const apiReferencePlugin = fp<{ checkAnswers: boolean }>(
  async (app, { checkAnswers }) => {
    const routes: ApiRoute[] = [];
    app.decorate('apiRoutes', routes);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') routes.push({ method, url: route.url, schema: route.schema });
      }
    });
    if (checkAnswers) checkAnswersAgainstSchemas(app);

    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Stagefront API',
          version: '1',
          description: 'The shop’s JSON API. Amounts are integer kobo; moments are ISO 8601 strings.',
        },
      },
      // Only the API: pages, files and feeds are not part of it.
      transform({ schema, url, route }) {
        const method = [route.method].flat()[0] ?? 'GET';
        const reason = schema ? undefined : withoutSchemaReason(method, url);
        return {
          url,
          schema: {
            ...schema,
            ...(reason ? { summary: reason } : {}),
            tags: [groupOf(url)],
            hide: !url.startsWith('/api/'),
          },
        };
      },
    });
  },
  { name: 'api-reference' },
);
