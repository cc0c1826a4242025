import { z } from 'zod';
import type { LaunchReport } from './checklist';

/** GET /api/admin/launch's answer: the running release, the catalogue's size, the launch steps and the newest backup. */
export const launchReportSchema = z.object({
  version: z.string(),
  products: z.number().int(),
  items: z.array(
    z.object({
      id: z.enum([
        'artist',
        'demo-products',
        'demo-staff',
        'payment',
        'delivery',
        'email',
        'https',
        'backups',
      ]),
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
}) satisfies z.ZodType<LaunchReport>;
