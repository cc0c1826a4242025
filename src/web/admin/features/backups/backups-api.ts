import type { BackupList, BackupTakenAnswer } from '../../../../domain/launch/backups';
import { api } from '../../admin-api';

/** GET /api/admin/backups/latest: the newest backup file, downloaded as is (the server checks the session). */
export const LATEST_BACKUP_URL = '/api/admin/backups/latest';

/** GET /api/admin/backups/:name: one backup file, by the name the list gave. */
export function backupUrl(name: string): string {
  return `/api/admin/backups/${encodeURIComponent(name)}`;
}

export const backupsApi = {
  /** Every backup in the folder, newest first. */
  list: () => api<BackupList>('/admin/backups'),
  /** Takes one now (owners); "Confirm it's you" is asked first when the sign-in is old. */
  take: () => api<BackupTakenAnswer>('/admin/backups', { method: 'POST' }),
};
