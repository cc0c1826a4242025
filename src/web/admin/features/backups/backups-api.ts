/** GET /api/admin/backups/latest: the newest backup file, downloaded as is (the server checks the session). */
export const LATEST_BACKUP_URL = '/api/admin/backups/latest';
