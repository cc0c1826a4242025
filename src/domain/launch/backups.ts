/**
 * The shop's backups as staff see them on the dashboard: every file in the backup folder, why it
 * was taken, and for the owner a button to take one now (decisions 0050, 0066).
 */

/** Why a backup was taken: on the schedule, by hand, before a migration, before an upgrade. */
type BackupListKind = 'scheduled' | 'by-hand' | 'before-migrating' | 'before-upgrade';

/** One backup in the folder: its file's name, why, the release an upgrade was about to install, its size and time. */
export type BackupListItem = {
  name: string;
  kind: BackupListKind;
  /** For a backup taken before an upgrade: the release it was about to install; else null. */
  version: string | null;
  bytes: number;
  takenAt: string;
};

/**
 * GET /api/admin/backups: every backup, newest first; whether one is being taken now; the last
 * read back whole (null before the first); and `yours` when the one asking may download and take
 * them (the owner).
 */
export type BackupList = {
  backups: BackupListItem[];
  running: boolean;
  lastChecked: { name: string; checkedAt: string } | null;
  yours: boolean;
};

/** POST /api/admin/backups: the backup just taken. */
export type BackupTakenAnswer = { backup: BackupListItem };

/** How the dashboard names each kind. */
export function backupKindLabel({ kind, version }: Pick<BackupListItem, 'kind' | 'version'>): string {
  switch (kind) {
    case 'scheduled':
      return 'Scheduled';
    case 'by-hand':
      return 'By hand';
    case 'before-migrating':
      return 'Before migrating';
    case 'before-upgrade':
      return version ? `Before upgrading to ${version}` : 'Before upgrading';
  }
}

/** A file's size as people read it: "840 KB", "5.7 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export const BACKUP_MESSAGES = {
  notAName: 'That is not the name of a backup.',
  notFound: 'There is no backup by that name.',
  none: 'No backup has been taken yet.',
} as const;
