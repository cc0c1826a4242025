import { z } from 'zod';
import type { LaunchReport } from './checklist';
import { type EmailTest, LAUNCH_ITEM_IDS } from './launch-state';

/** A test email sent from the admin, as recorded. */
export const emailTestSchema = z.object({
  to: z.string(),
  at: z.string(),
  via: z.enum(['smtp', 'outbox']),
  target: z.string(),
  failure: z.string().nullable(),
}) satisfies z.ZodType<EmailTest>;

/**
 * GET /api/admin/launch's answer: the running release, the catalogue's size, the launch steps, the
 * newest backup and the last test email.
 */
export const launchReportSchema = z.object({
  version: z.string(),
  products: z.number().int(),
  items: z.array(
    z.object({
      id: z.enum(LAUNCH_ITEM_IDS),
      title: z.string(),
      done: z.boolean(),
      detail: z.string(),
      adminPath: z.string().nullable(),
      setting: z.string().nullable(),
    }),
  ),
  latestBackup: z
    .object({ name: z.string(), takenAt: z.string(), bytes: z.number().int(), yours: z.boolean() })
    .nullable(),
  emailTest: emailTestSchema.nullable(),
}) satisfies z.ZodType<LaunchReport>;

/** POST /api/admin/launch/test-email's answer: the test email as it went (its failure is a 502). */
export const emailTestAnswerSchema = z.object({ test: emailTestSchema });
