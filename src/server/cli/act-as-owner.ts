import fs from 'node:fs';
import { CommandError } from '../modules/auth/staff/create-admin';
import { findUser, type UnixUser, userName } from './unix-users';

type Who = {
  /** This process's user id (0 for root). */
  uid: number;
  /** The shop's data folder, whose owner the commands act as. */
  dataDir: string | null;
  /** The service's user as its installation names it, when this release is installed. */
  serviceUser: string | null;
};

/**
 * Which user a maintenance command must act as, so that every file it writes belongs to the
 * service: the owner of `DATA_DIR` (or, before the folder exists, the service's user). Null when
 * this process is that user already, or when nobody else owns the shop (a trial run as root).
 * A user other than root acting on another's shop is refused, with the command that works.
 */
export function ownerToActAs({ uid, dataDir, serviceUser }: Who): UnixUser | null {
  const ownerUid = dataDir ? ownerOf(dataDir) : null;
  const owner =
    ownerUid !== null
      ? (findUser(ownerUid) ?? stranger(ownerUid))
      : serviceUser
        ? findUser(serviceUser)
        : null;
  if (serviceUser && ownerUid === null && !owner) {
    throw new CommandError(
      `The service's user ${serviceUser} does not exist on this machine: run the install again.`,
    );
  }
  if (!owner || owner.uid === uid) return null;
  if (uid === 0) return owner.uid === 0 ? null : owner;
  throw new CommandError(
    `${dataDir} belongs to ${owner.name}, not ${userName(uid)}: run the command as ${owner.name} (sudo -u ${owner.name} …), or as root, which acts as ${owner.name}. Nothing was done.`,
  );
}

function ownerOf(folder: string): number | null {
  try {
    return fs.statSync(folder).uid;
  } catch {
    return null;
  }
}

function stranger(uid: number): UnixUser {
  return { name: String(uid), uid, gid: uid, home: '/' };
}

/**
 * Root becomes `user` for the rest of the command, for good: its group, its supplementary
 * groups and its home (npm's and Node's caches belong there), so nothing it writes is root's.
 */
export function becomeUser(user: UnixUser): void {
  // initgroups is there on Linux though Node's types leave it out.
  const withGroups = process as NodeJS.Process & { initgroups?: (user: string, group: number) => void };
  if (user.name !== String(user.uid) && withGroups.initgroups) withGroups.initgroups(user.name, user.gid);
  else process.setgroups?.([user.gid]);
  process.setgid?.(user.gid);
  process.setuid?.(user.uid);
  process.env.HOME = user.home;
  process.env.USER = user.name;
  process.env.LOGNAME = user.name;
}
