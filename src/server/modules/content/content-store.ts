import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { ShopInfo } from '../../../domain/checkout/checkout';
import type { ArtistContent, ReleaseInput, SiteInput } from '../../../domain/content/contract';
import { type Release, releasesNewestFirst } from '../../../domain/content/releases';
import { releaseSchema } from '../../../domain/content/releases-contract';
import { type SiteSettings, withRelease } from '../../../domain/content/site';
import { siteSettingsSchema } from '../../../domain/content/site-contract';
import {
  type AdminSite,
  fallbackSettings,
  type ShopDefaults,
  settingsInForce,
  shopInfoInForce,
} from '../../../domain/content/site-in-force';
import type { PolicySlug } from '../../../domain/policies/policies';
import type { Db } from '../../db/open';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../db/pg-error';
import { releaseRedirects, releases, siteContent } from '../../db/schema';
import { SharedCache, type SharedCacheOptions } from '../../db/shared-cache';
import { type CachedBody, cachedBody } from '../../http/cached-json';
import { BadRequestError, ConflictError, NotFoundError } from '../../http/errors';
import { recordActivity } from '../../kernel/activity-record';
import type { Actor } from '../../kernel/actor';
import { releaseActivity, siteActivity } from './content-activity';
import { readStoredPolicies, type ShownPolicy, shownPolicies } from './policy-pages';

/** The channel every server listens on for changes to the artist's content. */
export const CONTENT_CHANNEL = 'stagefront_content';

const SITE_KEY = 'site';
export const RELEASE_NOT_FOUND = 'We could not find that release.';
const SLUG_TAKEN = 'Another release already has this address.';

export type ContentSnapshot = {
  site: SiteSettings;
  /** Newest first. */
  releases: Release[];
  releaseBySlug: ReadonlyMap<string, Release>;
  /** A slug a release had before → its slug now. */
  redirects: ReadonlyMap<string, string>;
  /** GET /api/content: the site settings and the discography, serialised once. */
  body: CachedBody;
  /** The pickup point and contact address in force: the site settings', else the environment's. */
  shop: ShopInfo;
  /** The policy and info pages as shown, staff's text or the default (policy-pages.ts). */
  policies: ReadonlyMap<PolicySlug, ShownPolicy>;
};

/** Reads the artist's content from the database, checking it as the public API shapes it. */
async function readContent(db: Db): Promise<Omit<ContentSnapshot, 'body' | 'shop' | 'policies'>> {
  const [siteRows, releaseRows, redirectRows] = await Promise.all([
    db.select().from(siteContent).where(eq(siteContent.key, SITE_KEY)),
    db.select().from(releases).orderBy(asc(releases.slug)),
    db
      .select({ fromSlug: releaseRedirects.fromSlug, slug: releases.slug })
      .from(releaseRedirects)
      .innerJoin(releases, eq(releases.id, releaseRedirects.releaseId)),
  ]);
  const [siteRow] = siteRows;
  if (!siteRow) throw new Error('The site settings are missing: the content was never seeded.');
  const list = releasesNewestFirst(releaseRows.map((row) => releaseSchema.parse(row.data)));
  return {
    site: siteSettingsSchema.parse(siteRow.value),
    releases: list,
    releaseBySlug: new Map(list.map((release) => [release.slug, release])),
    redirects: new Map(redirectRows.map((row) => [row.fromSlug, row.slug])),
  };
}

/**
 * The artist's content (site settings and discography): read once, served from memory, dropped on
 * every server after a write (see SharedCache). Staff edits go through here.
 */
export class ContentStore extends SharedCache<ContentSnapshot> {
  #latest: ContentSnapshot | null = null;

  constructor(
    private readonly db: Db,
    /** SHOP_PICKUP_* and SHOP_CONTACT_EMAIL: what shoppers are told while the settings leave them empty. */
    private readonly shopDefaults: ShopDefaults,
    options: Omit<SharedCacheOptions<ContentSnapshot>, 'staleAt' | 'same'> = {},
  ) {
    super(
      async () => {
        const [content, stored] = await Promise.all([readContent(this.db), readStoredPolicies(this.db)]);
        const shop = shopInfoInForce(settingsInForce(content.site, shopDefaults));
        const snapshot = {
          ...content,
          body: cachedBody({ site: content.site, releases: content.releases } satisfies ArtistContent),
          shop,
          policies: shownPolicies(stored, content.site, shop),
        };
        this.#latest = snapshot;
        return snapshot;
        // The settings and every release are in the body (a changed address changes a release).
      },
      { ...options, same: (held, read) => versionOf(held) === versionOf(read) },
    );
  }

  /**
   * The last snapshot read, for code that cannot wait (an order's pickup point in its emails).
   * After any change it is read again at once (see invalidate), so it lags a write by one query.
   */
  get latest(): ContentSnapshot | null {
    return this.#latest;
  }

  override invalidate(): void {
    super.invalidate();
    this.get().catch(() => {});
  }

  override invalidateLocal(): void {
    super.invalidateLocal();
    this.get().catch(() => {});
  }

  async saveSite(input: SiteInput, by: Actor): Promise<SiteSettings> {
    const named = [input.spotlight.release, ...input.videos.map((video) => video.release)].filter(
      (slug): slug is string => Boolean(slug),
    );
    const known = new Set(
      named.length === 0
        ? []
        : (
            await this.db.select({ slug: releases.slug }).from(releases).where(inArray(releases.slug, named))
          ).map((row) => row.slug),
    );
    const fields: Record<string, string> = {};
    if (input.spotlight.release && !known.has(input.spotlight.release)) {
      fields['spotlight.release'] = 'Choose one of the releases.';
    }
    input.videos.forEach((video, index) => {
      if (video.release && !known.has(video.release)) {
        fields[`videos.${index}.release`] = 'Choose one of the releases.';
      }
    });
    if (Object.keys(fields).length > 0) {
      throw new BadRequestError('Some of the information sent is not valid.', fields);
    }
    await this.db.transaction(async (tx) => {
      const was = await siteOf(tx);
      await tx
        .update(siteContent)
        .set({ value: input, updatedAt: new Date() })
        .where(eq(siteContent.key, SITE_KEY));
      await recordActivity(tx, by, siteActivity(was, input));
    });
    this.invalidate();
    return input;
  }

  async createRelease(input: ReleaseInput, by: Actor): Promise<Release> {
    await this.db
      .transaction(async (tx) => {
        await tx.insert(releases).values({ slug: input.slug, releaseDate: input.releaseDate, data: input });
        await recordActivity(tx, by, releaseActivity('create', input.slug, null, input));
        // An old address of another release now belongs to this one.
        await tx.delete(releaseRedirects).where(eq(releaseRedirects.fromSlug, input.slug));
      })
      .catch((error: unknown) => {
        throw slugConflict(error);
      });
    this.invalidate();
    return input;
  }

  /**
   * Saves a release. A new slug keeps the old address working (a redirect), and the spotlight and
   * videos that named the release follow it.
   */
  async updateRelease(slug: string, input: ReleaseInput, by: Actor): Promise<Release> {
    await this.db
      .transaction(async (tx) => {
        const [row] = await tx.select().from(releases).where(eq(releases.slug, slug)).for('update');
        if (!row) throw new NotFoundError(RELEASE_NOT_FOUND);
        await tx
          .update(releases)
          .set({ slug: input.slug, releaseDate: input.releaseDate, data: input, updatedAt: new Date() })
          .where(eq(releases.id, row.id));
        await recordActivity(
          tx,
          by,
          releaseActivity('update', input.slug, releaseSchema.parse(row.data), input),
        );
        if (input.slug === slug) return;
        // The new slug may have been an old address of this release: it is no longer a redirect.
        await tx.delete(releaseRedirects).where(eq(releaseRedirects.fromSlug, input.slug));
        await tx
          .insert(releaseRedirects)
          .values({ fromSlug: slug, releaseId: row.id })
          .onConflictDoUpdate({ target: releaseRedirects.fromSlug, set: { releaseId: row.id } });
        await tx
          .update(siteContent)
          .set({ value: renameRelease(await siteOf(tx), slug, input.slug) })
          .where(eq(siteContent.key, SITE_KEY));
      })
      .catch((error: unknown) => {
        throw slugConflict(error);
      });
    this.invalidate();
    return input;
  }

  /** Deletes a release; the spotlight and videos that named it keep their entry, without the link. */
  async deleteRelease(slug: string, by: Actor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [deleted] = await tx.delete(releases).where(eq(releases.slug, slug)).returning();
      if (!deleted) throw new NotFoundError(RELEASE_NOT_FOUND);
      await recordActivity(tx, by, releaseActivity('delete', slug, releaseSchema.parse(deleted.data), null));
      await tx
        .update(siteContent)
        .set({ value: renameRelease(await siteOf(tx), slug, undefined) })
        .where(eq(siteContent.key, SITE_KEY));
    });
    this.invalidate();
  }

  /** Fresh from the database, for staff. */
  async adminContent() {
    return readContent(this.db);
  }

  /** The settings as staff edit them, with what shoppers are shown and what an empty one falls back to. */
  adminSite(site: SiteSettings): AdminSite {
    return {
      ...site,
      inForce: settingsInForce(site, this.shopDefaults),
      fallback: fallbackSettings(this.shopDefaults),
    };
  }
}

/** What a snapshot says: the site settings and releases, and every page as shown. */
function versionOf(snapshot: ContentSnapshot): string {
  return [snapshot.body.etag, ...[...snapshot.policies.values()].map((page) => page.body.etag)].join(' ');
}

async function siteOf(db: Db): Promise<SiteSettings> {
  const [row] = await db.select().from(siteContent).where(eq(siteContent.key, SITE_KEY)).for('update');
  return siteSettingsSchema.parse(row?.value);
}

function renameRelease(site: SiteSettings, from: string, to: string | undefined): SiteSettings {
  const follow = <T extends { release?: string | undefined }>(item: T): T =>
    item.release === from ? withRelease(item, to) : item;
  return { ...site, spotlight: follow(site.spotlight), videos: site.videos.map(follow) };
}

function slugConflict(error: unknown): unknown {
  if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
    return new ConflictError('slug_taken', SLUG_TAKEN, { slug: SLUG_TAKEN });
  }
  return error;
}

/** Whether the database holds the artist's content yet (a new database is seeded from content/). */
export async function hasContent(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(siteContent);
  return (row?.n ?? 0) > 0;
}
