// The modes a release's files have, whoever built it and whatever their umask: readable by every
// user (the service runs as its own), writable by none but the owner. The build gives dist/ these
// modes (scripts/build-server.mjs), and a release archive holds its files with them
// (scripts/release-archive.mjs).
import fs from 'node:fs';
import path from 'node:path';

/** 0755 for a folder or a file anyone may run (any execute bit), 0644 for any other file. */
export function releaseMode(stat) {
  return stat.isDirectory() || (stat.mode & 0o111) !== 0 ? 0o755 : 0o644;
}

/** Gives every folder and file under `dir` (and `dir` itself) its release mode; returns how many changed. */
export function normaliseModes(dir) {
  let changed = 0;
  const visit = (target) => {
    const stat = fs.lstatSync(target);
    if (stat.isSymbolicLink()) return;
    const mode = releaseMode(stat);
    if ((stat.mode & 0o7777) !== mode) {
      fs.chmodSync(target, mode);
      changed++;
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(target)) visit(path.join(target, entry));
    }
  };
  visit(dir);
  return changed;
}
