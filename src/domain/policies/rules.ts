import { POLICY_SLUGS, type PolicySlug } from './policies';

/**
 * What staff may write on a page, and how a page id is told apart. Apart from policies.ts, whose
 * list of slugs the footer on every page carries: these only the pages' own screens and the server need.
 */
export const POLICY_TITLE_MAX = 80;
export const POLICY_MARKDOWN_MAX = 20_000;

export function isPolicySlug(value: string): value is PolicySlug {
  return (POLICY_SLUGS as readonly string[]).includes(value);
}
