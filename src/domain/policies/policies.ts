/**
 * The shop's policy and info pages: each has a fixed address (its slug is its page id in the page
 * manifest, whose title is its name where it is linked and its default title), starts with
 * default text written from the shop's facts, and is edited by staff in markdown, which the server
 * turns into safe HTML (decision 0059).
 */
export const POLICY_SLUGS = ['shipping', 'returns', 'privacy', 'terms', 'faq'] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];

export const POLICY_TITLE_MAX = 80;
export const POLICY_MARKDOWN_MAX = 20_000;

export function isPolicySlug(value: string): value is PolicySlug {
  return (POLICY_SLUGS as readonly string[]).includes(value);
}

/** GET /api/pages/:slug: a page as fans see it, its text already drawn and made safe by the server. */
export type PolicyPage = { slug: PolicySlug; title: string; html: string };

/** A page as staff edit it: its markdown, what it shows, and whether it is still the default text. */
export type AdminPolicy = PolicyPage & { markdown: string; edited: boolean; updatedAt: string | null };

/** PUT /api/admin/pages/:slug. */
export type PolicyInput = { title: string; markdown: string };
