import { z } from 'zod';
import type { LaunchReport } from './checklist';

/** GET /api/admin/launch's answer: the running release, the catalogue's size and the launch steps. */
export const launchReportSchema = z.object({
  version: z.string(),
  products: z.number().int(),
  items: z.array(
    z.object({
      id: z.enum(['artist', 'demo-products', 'demo-staff', 'payment', 'delivery', 'email', 'https']),
      title: z.string(),
      done: z.boolean(),
      detail: z.string(),
      adminPath: z.string().nullable(),
      setting: z.string().nullable(),
    }),
  ),
}) satisfies z.ZodType<LaunchReport>;
