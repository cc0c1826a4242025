import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/open';
import { meta } from '../../db/schema';
import { BACKUP_KINDS } from './backup-folder';

/** In the installation's facts: the last backup the running shop wrote and read back whole. */
const CHECKED_KEY = 'backups.last_checked';

const checkedSchema = z.object({
  name: z.string(),
  kind: z.enum(BACKUP_KINDS),
  checkedAt: z.string(),
  bytes: z.number().int(),
  entries: z.number().int(),
});

/** A backup read back whole after it was written (check-backup.ts): its name, kind, when, and what it held. */
export type CheckedBackup = z.infer<typeof checkedSchema>;

/** Where the shop keeps the last check, so it outlasts a restart and every server sees it. */
export type BackupChecks = {
  save(checked: CheckedBackup): Promise<void>;
  last(): Promise<CheckedBackup | null>;
};

/** The last check, kept in the database's `meta` table. */
export function backupChecksIn(db: Db): BackupChecks {
  return {
    async save(checked) {
      const value = JSON.stringify(checked);
      await db.insert(meta).values({ key: CHECKED_KEY, value }).onConflictDoUpdate({
        target: meta.key,
        set: { value },
      });
    },
    async last() {
      const [row] = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, CHECKED_KEY));
      if (!row) return null;
      try {
        const parsed = checkedSchema.safeParse(JSON.parse(row.value));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}
