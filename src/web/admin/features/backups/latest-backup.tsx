import './backups.css';
import { BACKUP_OWNER_ONLY_MESSAGE, type LatestBackup } from '../../../../domain/launch/checklist';
import { formatWhen } from '../../../when';
import { PersonalDataLink } from '../../components/personal-data-link';
import { LATEST_BACKUP_URL } from './backups-api';

/** A file's size as people read it: "840 KB", "5.7 MB". */
function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The shop's newest backup (the database and the uploaded pictures in one file), for the owner to
 * download and keep somewhere other than the shop's own disk; other staff see only when it was taken.
 */
export function LatestBackupSection({ backup }: { backup: LatestBackup | null }) {
  return (
    <section className="admin-backup" aria-labelledby="admin-backup-title">
      <h2 id="admin-backup-title">Backups</h2>
      {backup ? (
        <div className="admin-backup-row">
          <p>
            Latest backup: {formatWhen(backup.takenAt)} · {fileSize(backup.bytes)}
          </p>
          {backup.yours ? (
            <PersonalDataLink className="button button-small" href={LATEST_BACKUP_URL} download={backup.name}>
              Download latest backup
            </PersonalDataLink>
          ) : (
            <p className="admin-empty">{BACKUP_OWNER_ONLY_MESSAGE}</p>
          )}
        </div>
      ) : (
        <p className="admin-empty">No backup has been taken yet.</p>
      )}
    </section>
  );
}
