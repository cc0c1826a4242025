/**
 * The shop's policy and info pages: each has a fixed address and a title of its own, starts with
 * default text written from the shop's facts, and is edited by staff in markdown, which the server
 * turns into safe HTML (decision 0059).
 */
export const POLICY_SLUGS = ['shipping', 'returns', 'privacy', 'terms', 'faq'] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];

/** Each page's name where it is linked (the footer, the admin's list): its default title too. */
export const POLICY_NAMES: Record<PolicySlug, string> = {
  shipping: 'Shipping',
  returns: 'Returns & refunds',
  privacy: 'Privacy',
  terms: 'Terms',
  faq: 'FAQ & contact',
};

export const POLICY_TITLE_MAX = 80;
export const POLICY_MARKDOWN_MAX = 20_000;

export const POLICY_MESSAGES = {
  title: 'Enter a title.',
  titleTooLong: `Use at most ${POLICY_TITLE_MAX} characters.`,
  markdown: 'Write the page’s text.',
  markdownTooLong: `Use at most ${POLICY_MARKDOWN_MAX.toLocaleString('en-NG')} characters.`,
  notFound: 'There is no such page.',
} as const;

export function isPolicySlug(value: string): value is PolicySlug {
  return (POLICY_SLUGS as readonly string[]).includes(value);
}

/** GET /api/pages/:slug: a page as fans see it, its text already drawn and made safe by the server. */
export type PolicyPage = { slug: PolicySlug; title: string; html: string };

/** A page as staff edit it: its markdown, what it shows, and whether it is still the default text. */
export type AdminPolicy = PolicyPage & { markdown: string; edited: boolean; updatedAt: string | null };

/** PUT /api/admin/pages/:slug. */
export type PolicyInput = { title: string; markdown: string };
