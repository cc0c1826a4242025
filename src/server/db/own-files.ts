import fs from 'node:fs';
import path from 'node:path';
import { userName } from '../cli/unix-users';

/** The embedded database holds files this process cannot write: said plainly, with the fix. */
export class DataFolderError extends Error {}

/**
 * Before the embedded database is opened: every file in it must be this user's. A command run as
 * root once (before commands acted as the folder's owner) left files only root may write, and
 * PGlite then dies with "Aborted()" or "failed to initialize properly"; this names the file and
 * the fix instead. Root may open anything, so root is not checked.
 */
export function checkOwnFiles(dataDir: string, dbDir: string, uid = process.getuid?.() ?? 0): void {
  if (uid === 0 || !fs.existsSync(dbDir)) return;
  const stranger = findStranger(dbDir, uid);
  if (!stranger) return;
  const me = userName(uid);
  throw new DataFolderError(
    `${stranger.file} belongs to ${userName(stranger.uid)}, not to ${me}, who runs the shop: a command was run as another user. ` +
      `Give the data folder back to ${me} (as root: chown -R ${me}: ${dataDir}) and start again. Nothing was changed.`,
  );
}

function findStranger(folder: string, uid: number): { file: string; uid: number } | null {
  const own = fs.statSync(folder);
  if (own.uid !== uid) return { file: folder, uid: own.uid };
  for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    const owner = fs.lstatSync(file).uid;
    if (owner !== uid) return { file, uid: owner };
  }
  return null;
}
