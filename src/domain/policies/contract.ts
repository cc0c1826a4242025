import { z } from 'zod';
import { type AdminPolicy, POLICY_SLUGS, type PolicyInput, type PolicyPage } from './policies';
import { POLICY_MARKDOWN_MAX, POLICY_TITLE_MAX } from './rules';

/** The policy pages' API contract (decision 0059). */

/** What the server answers bad input with; only the server says them, so the browser never loads them. */
export const POLICY_MESSAGES = {
  title: 'Enter a title.',
  titleTooLong: `Use at most ${POLICY_TITLE_MAX} characters.`,
  markdown: 'Write the page’s text.',
  markdownTooLong: `Use at most ${POLICY_MARKDOWN_MAX.toLocaleString('en-NG')} characters.`,
  notFound: 'There is no such page.',
} as const;

export const policyPageSchema = z.object({
  slug: z.enum(POLICY_SLUGS),
  title: z.string(),
  html: z.string(),
}) satisfies z.ZodType<PolicyPage>;

export const adminPolicySchema = policyPageSchema.extend({
  markdown: z.string(),
  edited: z.boolean(),
  updatedAt: z.string().nullable(),
}) satisfies z.ZodType<AdminPolicy>;

export const adminPolicyListSchema = z.array(adminPolicySchema);

const markdown = z
  .string({ error: POLICY_MESSAGES.markdown })
  .trim()
  .min(1, POLICY_MESSAGES.markdown)
  .max(POLICY_MARKDOWN_MAX, POLICY_MESSAGES.markdownTooLong);

export const policyInputSchema = z.object({
  title: z
    .string({ error: POLICY_MESSAGES.title })
    .trim()
    .min(1, POLICY_MESSAGES.title)
    .max(POLICY_TITLE_MAX, POLICY_MESSAGES.titleTooLong),
  markdown,
}) satisfies z.ZodType<PolicyInput>;

/** POST /api/admin/pages/preview: markdown drawn as the page would show it, nothing kept. */
export const policyPreviewSchema = z.object({
  markdown: z
    .string({ error: POLICY_MESSAGES.markdown })
    .max(POLICY_MARKDOWN_MAX, POLICY_MESSAGES.markdownTooLong),
});
export const policyPreviewResultSchema = z.object({ html: z.string() });
