import fp from 'fastify-plugin';
import { crawlerRoutes } from './crawler-routes';
import { emailLogoRoutes } from './email-logo';
import { pageRoutes, type WebOptions } from './page-routes';

/**
 * The site itself: robots.txt and the sitemap, the emails' logo, the web build's files, the
 * artist's media and every page. Registered last of all: its page route answers every address no
 * other route has, and it sets the app's not-found answer.
 */
export const sitePlugin = fp<WebOptions>(
  async (app, { webDir, contentDir, publicUrl, dataDir, pageBytes }) => {
    await app.register(crawlerRoutes, { publicUrl });
    await app.register(emailLogoRoutes, { contentDir });
    await app.register(pageRoutes, { webDir, contentDir, publicUrl, dataDir, pageBytes });
  },
  { name: 'site', dependencies: ['catalog', 'content', 'uploads', 'tour'] },
);
