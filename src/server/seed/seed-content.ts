import { sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { releases, siteContent } from '../db/schema';
import type { Content } from '../modules/content/content-files';
import { hasContent } from '../modules/content/content-store';

/**
 * Fills a new database with the artist's content from `content/` (site.json, releases.json), once.
 * From then on staff edit it in the admin, and the files are only the seed.
 */
export async function seedArtistContent(db: Db, content: Content): Promise<boolean> {
  if (await hasContent(db)) return false;
  return db.transaction(async (tx) => {
    // Servers starting together on one PostgreSQL must not both seed.
    await tx.execute(sql`LOCK TABLE site_content IN EXCLUSIVE MODE`);
    if (await hasContent(tx)) return false;
    await tx.insert(siteContent).values({ key: 'site', value: content.site });
    if (content.releases.length > 0) {
      await tx.insert(releases).values(
        content.releases.map((release) => ({
          slug: release.slug,
          releaseDate: release.releaseDate,
          data: release,
        })),
      );
    }
    return true;
  });
}
