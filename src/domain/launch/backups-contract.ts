import { z } from 'zod';
import type { BackupList, BackupListItem, BackupTakenAnswer } from './backups';

const backupItemSchema = z.object({
  name: z.string(),
  kind: z.enum(['scheduled', 'by-hand', 'before-migrating', 'before-upgrade']),
  version: z.string().nullable(),
  bytes: z.number().int(),
  takenAt: z.string(),
}) satisfies z.ZodType<BackupListItem>;

/** GET /api/admin/backups's answer. */
export const backupListSchema = z.object({
  backups: z.array(backupItemSchema),
  running: z.boolean(),
  lastChecked: z.object({ name: z.string(), checkedAt: z.string() }).nullable(),
  yours: z.boolean(),
}) satisfies z.ZodType<BackupList>;

/** POST /api/admin/backups's answer. */
export const backupTakenSchema = z.object({
  backup: backupItemSchema,
}) satisfies z.ZodType<BackupTakenAnswer>;
