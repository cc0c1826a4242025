import fs from 'node:fs';

export class DatabaseLockedError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process that holds the lock now, or null when none does (no lock, or one left by a dead process). */
export function lockHolder(lockPath: string): number | null {
  let text: string;
  try {
    text = fs.readFileSync(lockPath, 'utf8');
  } catch {
    return null;
  }
  const owner = Number(text.trim());
  return Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner) ? owner : null;
}

/**
 * The embedded database is one connection in one process: a second server on the same folder
 * would corrupt it. A lock file holding the owner's pid keeps the second one out with a clear
 * message; a lock left by a process that no longer runs is taken over.
 */
export function acquireLock(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
        throw new DatabaseLockedError(
          `The embedded database in ${lockPath.replace(/\.lock$/, '')} is in use by process ${owner}. ` +
            'Stop that server first, or point DATA_DIR elsewhere, or set DATABASE_URL to use PostgreSQL.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DatabaseLockedError(`Could not lock ${lockPath}.`);
}
