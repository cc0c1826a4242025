import fs from 'node:fs';

export type UnixUser = { name: string; uid: number; gid: number; home: string };

/** A user of this machine by name or id, from /etc/passwd (Node has no getpwnam). */
export function findUser(nameOrUid: string | number): UnixUser | null {
  let passwd: string;
  try {
    passwd = fs.readFileSync('/etc/passwd', 'utf8');
  } catch {
    return null;
  }
  for (const line of passwd.split('\n')) {
    const [name, , uid, gid, , home] = line.split(':');
    if (!name || uid === undefined || gid === undefined) continue;
    if (name === nameOrUid || Number(uid) === nameOrUid) {
      return { name, uid: Number(uid), gid: Number(gid), home: home || '/' };
    }
  }
  return null;
}

/** A user's name for a message, or their number when the machine has no name for it. */
export function userName(uid: number): string {
  return findUser(uid)?.name ?? String(uid);
}
