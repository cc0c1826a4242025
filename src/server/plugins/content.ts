import fp from 'fastify-plugin';
import type { Content } from '../content';

declare module 'fastify' {
  interface FastifyInstance {
    content: Content;
  }
}

/** Decorates the app with the artist's content, loaded (and checked) before the app is built. */
export const contentPlugin = fp<{ content: Content }>(
  async (app, { content }) => {
    app.decorate('content', content);
  },
  { name: 'content' },
);
