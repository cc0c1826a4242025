import { z } from 'zod';
import { ACTIVITY_SUBJECTS } from './subjects';

/** The activity log's API contract: the server validates with these, both sides share the types. */

const DATE_MESSAGE = 'Give a date as YYYY-MM-DD.';

/**
 * GET /api/admin/activity: newest first, filtered by any of who, what kind, which one, which
 * action and a range of days (inclusive, in the shop's time zone), a page at a time.
 */
export const activityQuerySchema = z
  .object({
    staff: z.uuid('Choose a staff member from the list.').optional(),
    subject: z.enum(ACTIVITY_SUBJECTS, { error: 'Choose a kind from the list.' }).optional(),
    subjectId: z.string().trim().min(1).max(200).optional(),
    action: z
      .string()
      .trim()
      .max(60)
      .regex(/^[a-z_]+(\.[a-z_]+)*$/, 'That is not an action name.')
      .optional(),
    from: z.iso.date(DATE_MESSAGE).optional(),
    to: z.iso.date(DATE_MESSAGE).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The first day must come before the last.',
    path: ['to'],
  });
export type ActivityQuery = z.input<typeof activityQuerySchema>;
export type ActivityFilter = z.output<typeof activityQuerySchema>;

/** The fields changed, by name, as they were or as they became: any JSON. */
const activityValuesSchema = z.record(z.string(), z.unknown()).nullable();

const activityEntrySchema = z.object({
  id: z.number().int(),
  /** ISO 8601, UTC. */
  at: z.string(),
  staffId: z.string().nullable(),
  staffEmail: z.string().nullable(),
  /** What was done, e.g. `product.update`. */
  action: z.string(),
  subject: z.string(),
  subjectId: z.string().nullable(),
  summary: z.string(),
  /** The changed fields as they were, and as they became; null where nothing fits. */
  before: activityValuesSchema,
  after: activityValuesSchema,
  /** A person's details in it were erased (ISO 8601), or null. */
  redactedAt: z.string().nullable(),
  /** How many times it happened: a member's refused calls of one permission within an hour are one entry. */
  times: z.number().int(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** The answer to GET /api/admin/activity: one page of entries, and how many match in all. */
export const activityPageSchema = z.object({
  entries: z.array(activityEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;
