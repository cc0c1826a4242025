import fp from 'fastify-plugin';
import type { ShopDefaults } from '../../../domain/content/site-in-force';
import { listenForChanges, sharedCacheOptions } from '../../db/plugin';
import { registerStaffRoutes } from '../../kernel/staff-routes';
import { seedArtistContent } from '../../seed/seed-content';
import { contentAdminRoutes } from './admin-content-routes';
import { policyAdminRoutes } from './admin-policy-routes';
import type { Content } from './content-files';
import { contentRoutes } from './content-routes';
import { CONTENT_CHANNEL, ContentStore } from './content-store';
import { policyRoutes } from './policy-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The artist's content (site settings, discography), from the database, cached. */
    content: ContentStore;
  }
}

/**
 * Decorates the app with the artist's content, served at /api/content (the policy and info pages at /api/pages/:slug) and edited by staff under
 * /api/admin (releases, site settings, pages). A new database is first filled with `seed`: the checked
 * files of the content folder for the demo, a new shop's empty site otherwise.
 */
export const contentPlugin = fp<{
  seed: Content;
  /** Where `seed` comes from: the content folder (the demo's), or a new shop's empty site. */
  seededFrom?: 'content-folder' | 'new-shop';
  shopDefaults: ShopDefaults;
}>(
  async (app, { seed, seededFrom = 'content-folder', shopDefaults }) => {
    const { database } = app;
    if (await seedArtistContent(database.db, seed)) {
      if (seededFrom === 'new-shop') {
        app.log.info(
          "a new shop's site added: name the artist, add releases and the pickup address in the admin",
        );
      } else {
        app.log.info({ releases: seed.releases.length }, 'artist content added from the content folder');
      }
    }
    const store = new ContentStore(database.db, shopDefaults, sharedCacheOptions(database, CONTENT_CHANNEL));
    app.decorate('content', store);
    listenForChanges(app, database, CONTENT_CHANNEL, store);
    // Read now, so a broken row stops the server at start-up rather than a page later.
    await store.get();

    await app.register(contentRoutes);
    await app.register(policyRoutes);
    await registerStaffRoutes(app, { capability: 'content' }, async (staff) => {
      await staff.register(contentAdminRoutes);
      await staff.register(policyAdminRoutes);
    });
  },
  { name: 'content', dependencies: ['database', 'auth'] },
);
