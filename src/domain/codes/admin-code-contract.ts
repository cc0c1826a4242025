import { z } from 'zod';
import { CODE_ADMIN_MESSAGES as M } from './messages';

/** The codes' staff API contract: the server validates with these, both sides share the types. */

const CODE_KINDS = ['percent', 'amount', 'free_delivery', 'presale'] as const;
const CODE_STATES = ['active', 'scheduled', 'paused', 'ended', 'used_up'] as const;

const when = z.iso.datetime({ offset: true, error: M.when }).nullable().default(null);
const limit = z.number().int().min(1).max(1_000_000).nullable().default(null);
const ids = z.array(z.string().trim().min(1).max(200)).max(200).default([]);

/** A code's rule and limits, as staff write them (one code, or a batch of single-use ones). */
const ruleShape = {
  kind: z.enum(CODE_KINDS),
  /** For a percentage: 12.5 is 12.5% off. */
  percent: z.number({ error: M.percent }).min(0.01, M.percent).max(100, M.percent).nullable().default(null),
  amountKobo: z.number({ error: M.amount }).int().min(100, M.amount).max(1e11).nullable().default(null),
  productIds: ids,
  collectionIds: ids,
  minSubtotalKobo: z.number().int().min(1).max(1e11).nullable().default(null),
  startsAt: when,
  endsAt: when,
  maxUsesPerEmail: limit,
};

type Rule = { kind: (typeof CODE_KINDS)[number]; percent: number | null; amountKobo: number | null };
type Window = { startsAt: string | null; endsAt: string | null };
type Scope = { productIds: string[]; collectionIds: string[] };

/** What each kind needs, said at its field. */
function checkRule(rule: Rule & Window & Scope, context: z.RefinementCtx) {
  if (rule.kind === 'percent' && rule.percent === null)
    context.addIssue({ code: 'custom', path: ['percent'], message: M.percent });
  if (rule.kind === 'amount' && rule.amountKobo === null)
    context.addIssue({ code: 'custom', path: ['amountKobo'], message: M.amount });
  if (rule.kind === 'presale' && rule.productIds.length + rule.collectionIds.length === 0)
    context.addIssue({ code: 'custom', path: ['productIds'], message: M.presaleScope });
  if (rule.startsAt && rule.endsAt && Date.parse(rule.endsAt) <= Date.parse(rule.startsAt))
    context.addIssue({ code: 'custom', path: ['endsAt'], message: M.endsBeforeStart });
  // A new code that has already ended would be saved only to show "Ended" at once.
  else if (rule.endsAt && Date.parse(rule.endsAt) <= Date.now())
    context.addIssue({ code: 'custom', path: ['endsAt'], message: M.endsInThePast });
}

/** POST /api/admin/codes: one code. */
export const codeCreateSchema = z
  .object({
    code: z
      .string({ error: M.code })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9][A-Z0-9_-]{2,39}$/, M.code),
    maxUses: limit,
    ...ruleShape,
  })
  .superRefine(checkRule);
export type CodeCreate = z.input<typeof codeCreateSchema>;

/** POST /api/admin/codes/batch: `count` single-use codes named PREFIX-XXXXXXXX, one per fan. */
export const codeBatchSchema = z
  .object({
    prefix: z
      .string({ error: M.prefix })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9][A-Z0-9-]{1,19}$/, M.prefix),
    count: z.number({ error: M.count }).int(M.count).min(1, M.count).max(1000, M.count),
    ...ruleShape,
  })
  .superRefine(checkRule);
export type CodeBatch = z.input<typeof codeBatchSchema>;

/** One code as staff see it: its rule, limits, where it stands, and what it brought in. */
const codeSummarySchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(CODE_KINDS),
  label: z.string(),
  productIds: z.array(z.string()),
  collectionIds: z.array(z.string()),
  minSubtotalKobo: z.number().int().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerEmail: z.number().int().nullable(),
  uses: z.number().int(),
  state: z.enum(CODE_STATES),
  batch: z.string().nullable(),
  /** Orders standing with it (not cancelled), what it took off them, and what they came to. */
  orders: z.number().int(),
  discountKobo: z.number().int(),
  revenueKobo: z.number().int(),
});
export type CodeSummary = z.infer<typeof codeSummarySchema>;

/** GET /api/admin/codes: codes of their own, and each batch summed up. */
export const codeListSchema = z.object({
  codes: z.array(codeSummarySchema),
  batches: z.array(
    z.object({
      batch: z.string(),
      label: z.string(),
      count: z.number().int(),
      used: z.number().int(),
      revenueKobo: z.number().int(),
    }),
  ),
});
export type CodeList = z.infer<typeof codeListSchema>;

export const codeAnswerOneSchema = codeSummarySchema;
export const codeBatchAnswerSchema = z.object({ batch: z.string(), count: z.number().int() });
export const codeIdSchema = z.object({ id: z.uuid({ error: M.notFound }) });
export const codeActionSchema = z.object({ action: z.enum(['pause', 'resume', 'end']) });
