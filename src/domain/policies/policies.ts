import { INFO_PAGE_IDS, type InfoPageId } from '../pages/pages';

/**
 * The shop's policy and info pages: each has a fixed address (its slug is its page id in the page
 * manifest, whose title is its name where it is linked and its default title), starts with
 * default text written from the shop's facts, and is edited by staff in markdown, which the server
 * turns into safe HTML (decision 0059).
 */
/** The manifest's list (pages.ts): the API contract's enum and the pages' own screens read it here. */
export const POLICY_SLUGS = INFO_PAGE_IDS;
export type PolicySlug = InfoPageId;

/** GET /api/pages/:slug: a page as fans see it, its text already drawn and made safe by the server. */
export type PolicyPage = { slug: PolicySlug; title: string; html: string };

/** A page as staff edit it: its markdown, what it shows, and whether it is still the default text. */
export type AdminPolicy = PolicyPage & { markdown: string; edited: boolean; updatedAt: string | null };

/** PUT /api/admin/pages/:slug. */
export type PolicyInput = { title: string; markdown: string };
