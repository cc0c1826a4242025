import './backups.css';
import { useEffect, useRef, useState } from 'react';
import { type BackupList, backupKindLabel, fileSize } from '../../../../domain/launch/backups';
import { BACKUP_OWNER_ONLY_MESSAGE } from '../../../../domain/launch/checklist';
import { problemOf } from '../../../api-client';
import { useLoad } from '../../../hooks/use-load';
import { formatAgo, formatWhen } from '../../../when';
import { PersonalDataLink } from '../../components/personal-data-link';
import { backupsApi, backupUrl, LATEST_BACKUP_URL } from './backups-api';

/** How often the list is read again while a backup someone else started is being taken. */
const RUNNING_POLL_MS = 2000;

/**
 * Every backup in the backup folder (on the schedule, by hand, before a migration or an upgrade),
 * newest first. The owner downloads any of them, to keep somewhere other than the shop's own disk,
 * and takes one now; other staff see what there is. `onTaken` lets the dashboard read its checklist
 * again, whose "Keep backups" step a new backup may tick.
 */
export function BackupsPanel({ onTaken }: { onTaken(): void }) {
  const [list, setList] = useState<BackupList | null>(null);
  const load = useLoad(async (signal) => {
    const answer = await backupsApi.list();
    if (!signal.aborted) setList(answer);
  }, 'Failed to retrieve the backups');
  const [taking, setTaking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // Another backup is being taken (the schedule's, another owner's): looked at again until it ends.
  const othersRunning = Boolean(list?.running) && !taking;
  useEffect(() => {
    if (!othersRunning) return;
    const timer = setTimeout(() => {
      backupsApi.list().then(setList, () => {});
    }, RUNNING_POLL_MS);
    return () => clearTimeout(timer);
  }, [othersRunning, list]);

  async function takeNow() {
    setTaking(true);
    setDone(null);
    setProblem(null);
    try {
      const { backup } = await backupsApi.take();
      setDone(
        `Backed up: ${fileSize(backup.bytes)}, read back whole. Download it to keep it somewhere else.`,
      );
      onTaken();
    } catch (failure) {
      setProblem(problemOf(failure).message);
    }
    setList(await backupsApi.list().catch(() => list));
    setTaking(false);
    heading.current?.focus();
  }

  const backups = list?.backups ?? [];
  const yours = list?.yours ?? false;
  return (
    <section className="admin-backup" aria-labelledby="admin-backup-title">
      <div className="admin-backup-head">
        <h2 id="admin-backup-title" ref={heading} tabIndex={-1}>
          Backups
        </h2>
        {yours && (
          <div className="admin-backup-actions">
            {backups.length > 0 && (
              <PersonalDataLink
                className="button button-outline button-small"
                href={LATEST_BACKUP_URL}
                download
              >
                Download latest backup
              </PersonalDataLink>
            )}
            <button
              type="button"
              className="button button-small"
              disabled={taking || list?.running}
              aria-busy={taking}
              onClick={() => void takeNow()}
            >
              {taking ? 'Backing up…' : 'Back up now'}
            </button>
          </div>
        )}
      </div>
      {othersRunning && (
        <p className="backup-progress" role="status">
          A backup is being taken now; the button comes back once it is done.
        </p>
      )}
      {taking && (
        <p className="backup-progress" role="status">
          Taking a backup of the orders, the accounts and the pictures; the shop keeps selling meanwhile.
        </p>
      )}
      {done && (
        <p className="notice" role="status">
          {done}
        </p>
      )}
      {problem && (
        <p className="notice notice-warning" role="alert">
          The backup was not taken: {problem}
        </p>
      )}
      {load.status === 'error' && !list && (
        <p className="notice" role="alert">
          The backups could not be listed: {load.error}{' '}
          <button type="button" className="link-button" onClick={load.retry}>
            Try again
          </button>
        </p>
      )}
      {list && backups.length === 0 && <p className="admin-empty">No backup has been taken yet.</p>}
      {list && !yours && backups.length > 0 && <p className="admin-empty">{BACKUP_OWNER_ONLY_MESSAGE}</p>}
      {backups.length > 0 && (
        <ul className="admin-rows backup-rows" aria-label="Backups">
          {backups.map((backup) => (
            <li key={backup.name} className="admin-row">
              <div className="admin-row-main">
                <span className="admin-row-name">
                  <time dateTime={backup.takenAt}>{formatWhen(backup.takenAt)}</time>
                </span>
                <span className="admin-row-meta">
                  {backupKindLabel(backup)} · {fileSize(backup.bytes)} · {formatAgo(backup.takenAt)}
                  {list?.lastChecked?.name === backup.name && ' · read back whole'}
                </span>
              </div>
              {yours && (
                <div className="admin-row-actions">
                  <PersonalDataLink
                    className="button button-outline button-small"
                    href={backupUrl(backup.name)}
                    download={backup.name}
                    label={`Download the backup of ${formatWhen(backup.takenAt)} (${backupKindLabel(backup).toLowerCase()})`}
                  >
                    Download
                  </PersonalDataLink>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
