import { eq, like } from 'drizzle-orm';
import type { ShopInfo } from '../../../domain/checkout/checkout';
import type { SiteSettings } from '../../../domain/content/site';
import { policyInputSchema } from '../../../domain/policies/contract';
import {
  type AdminPolicy,
  POLICY_SLUGS,
  type PolicyInput,
  type PolicySlug,
} from '../../../domain/policies/policies';
import type { Db } from '../../db/open';
import { siteContent } from '../../db/schema';
import { type CachedBody, cachedBody } from '../../http/cached-json';
import { changedFields, recordActivity } from '../../kernel/activity-record';
import type { Actor } from '../../kernel/actor';
import { renderMarkdown } from '../../markdown/render-markdown';
import { defaultPolicy } from './policy-defaults';

/** A page staff edited is a row of the site's content under this key; without one it shows its default. */
const KEY_PREFIX = 'page:';
const keyOf = (slug: PolicySlug) => `${KEY_PREFIX}${slug}`;

/** A page staff edited, as stored. */
export type StoredPolicy = PolicyInput & { updatedAt: Date };

/** A page as the snapshot holds it: for staff, and for fans as bytes with an ETag (GET /api/pages/:slug). */
export type ShownPolicy = AdminPolicy & { body: CachedBody };

/** The pages staff edited, by slug. */
export async function readStoredPolicies(db: Db): Promise<Map<PolicySlug, StoredPolicy>> {
  const rows = await db
    .select()
    .from(siteContent)
    .where(like(siteContent.key, `${KEY_PREFIX}%`));
  const stored = new Map<PolicySlug, StoredPolicy>();
  for (const row of rows) {
    const slug = POLICY_SLUGS.find((known) => keyOf(known) === row.key);
    if (slug) stored.set(slug, { ...policyInputSchema.parse(row.value), updatedAt: row.updatedAt });
  }
  return stored;
}

/**
 * Every page as it is shown: staff's text where they edited it, else the default written from the
 * shop's facts (so a default follows a changed contact address), drawn to safe HTML once here.
 */
export function shownPolicies(
  stored: ReadonlyMap<PolicySlug, StoredPolicy>,
  site: SiteSettings,
  shop: ShopInfo,
): Map<PolicySlug, ShownPolicy> {
  const facts = {
    artistName: site.artistName,
    contactEmail: shop.contactEmail,
    pickupAddress: shop.pickup.address,
    pickupHours: shop.pickup.hours,
  };
  return new Map(
    POLICY_SLUGS.map((slug) => {
      const own = stored.get(slug);
      const { title, markdown } = own ?? defaultPolicy(slug, facts);
      const html = renderMarkdown(markdown, { use: 'page' });
      const shown = {
        slug,
        title,
        html,
        markdown,
        edited: own !== undefined,
        updatedAt: own?.updatedAt.toISOString() ?? null,
      };
      return [slug, { ...shown, body: cachedBody({ slug, title, html }) }];
    }),
  );
}

/** What staff saw before a save or reset, for the activity log. */
type Was = Pick<AdminPolicy, 'title' | 'markdown'>;

/** Saves staff's text of a page, with its entry in the activity log. */
export async function savePolicy(db: Db, slug: PolicySlug, input: PolicyInput, was: Was, by: Actor) {
  await db.transaction(async (tx) => {
    await tx
      .insert(siteContent)
      .values({ key: keyOf(slug), value: input })
      .onConflictDoUpdate({ target: siteContent.key, set: { value: input, updatedAt: new Date() } });
    const changes = changedFields({ title: was.title, markdown: was.markdown }, input);
    await recordActivity(tx, by, {
      action: 'content.page',
      subject: 'page',
      subjectId: slug,
      summary: changes
        ? `Updated the ${input.title} page: ${changes.names.map((name) => (name === 'markdown' ? 'text' : name)).join(', ')}`
        : `Saved the ${input.title} page without changes`,
      before: changes?.before ?? null,
      after: changes?.after ?? null,
    });
  });
}

/** Puts a page back to its default text, with its entry in the activity log. */
export async function resetPolicy(db: Db, slug: PolicySlug, was: Was, by: Actor) {
  await db.transaction(async (tx) => {
    await tx.delete(siteContent).where(eq(siteContent.key, keyOf(slug)));
    await recordActivity(tx, by, {
      action: 'content.page_reset',
      subject: 'page',
      subjectId: slug,
      summary: `Put the ${was.title} page back to its default text`,
      before: { title: was.title, markdown: was.markdown },
      after: null,
    });
  });
}
