import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { copyEmptyDatabase } from './empty-database';

let dir: string;
let built: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-empty-database-'));
  built = path.join(dir, 'built');
  fs.mkdirSync(path.join(built, 'base'), { recursive: true });
  fs.writeFileSync(path.join(built, 'PG_VERSION'), '17\n');
  fs.writeFileSync(path.join(built, 'base', '1'), 'catalogue');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it("starts a new shop's database from the build's empty one, whole", () => {
  const dbDir = path.join(dir, 'db');
  // What a start cut short in the middle of a copy leaves beside it.
  fs.mkdirSync(`${dbDir}.new`);
  fs.writeFileSync(path.join(`${dbDir}.new`, 'half'), '');

  expect(copyEmptyDatabase(dbDir, built)).toBe(true);
  expect(fs.readdirSync(dbDir).sort()).toEqual(['PG_VERSION', 'base']);
  expect(fs.readFileSync(path.join(dbDir, 'base', '1'), 'utf8')).toBe('catalogue');
  expect(fs.existsSync(`${dbDir}.new`)).toBe(false);
});

it('takes an empty folder too, and leaves a shop that has a database alone', () => {
  const empty = path.join(dir, 'empty');
  fs.mkdirSync(empty);
  expect(copyEmptyDatabase(empty, built)).toBe(true);
  expect(fs.existsSync(path.join(empty, 'PG_VERSION'))).toBe(true);

  const existing = path.join(dir, 'existing');
  fs.mkdirSync(existing);
  fs.writeFileSync(path.join(existing, 'PG_VERSION'), '17\n');
  expect(copyEmptyDatabase(existing, built)).toBe(false);
  expect(fs.readdirSync(existing)).toEqual(['PG_VERSION']);
});

it('leaves the database to PGlite when the build made none', () => {
  const dbDir = path.join(dir, 'db');
  expect(copyEmptyDatabase(dbDir, path.join(dir, 'not-built'))).toBe(false);
  expect(fs.existsSync(dbDir)).toBe(false);
});

/**
 * Runs `work` as a user who does not own the files (nobody) when the tests run as root, whom no
 * file mode stops; as anyone else, the modes alone stop the same user.
 */
function asAnotherUser<T>(work: () => T): T {
  if (process.getuid?.() !== 0) return work();
  const nobody = 65534;
  process.setegid?.(nobody);
  process.seteuid?.(nobody);
  try {
    return work();
  } finally {
    process.seteuid?.(0);
    process.setegid?.(0);
  }
}

it('names the file of the template it cannot read, and how to fix it, and leaves nothing half-copied', () => {
  // What a release built by root held (the rehearsal's blocker): one file readable by its owner alone.
  fs.mkdirSync(path.join(built, 'pg_logical'));
  const unreadable = path.join(built, 'pg_logical', 'replorigin_checkpoint');
  fs.writeFileSync(unreadable, 'checkpoint');
  fs.chmodSync(unreadable, 0o600);
  fs.chmodSync(dir, 0o777);
  const dbDir = path.join(dir, 'db');

  const copying = () => asAnotherUser(() => copyEmptyDatabase(dbDir, built));
  expect(copying).toThrow(
    `The release's empty database in ${built} cannot be read by this user (${unreadable}): ` +
      `run \`chmod -R a+rX,go-w ${built}\` as its owner, or rebuild the release with npm run build.`,
  );
  expect(fs.existsSync(`${dbDir}.new`)).toBe(false);
  expect(fs.existsSync(dbDir)).toBe(false);
});

it("makes the copy's files with the copier's own modes, not the template's", () => {
  // PGlite writes the template's files 0666 and some 0600, whatever the umask.
  fs.chmodSync(path.join(built, 'PG_VERSION'), 0o666);
  fs.chmodSync(path.join(built, 'base', '1'), 0o600);
  fs.chmodSync(path.join(built, 'base'), 0o777);
  const dbDir = path.join(dir, 'db');

  const umask = process.umask(0o027);
  try {
    expect(copyEmptyDatabase(dbDir, built)).toBe(true);
  } finally {
    process.umask(umask);
  }
  const mode = (file: string) => (fs.statSync(path.join(dbDir, file)).mode & 0o777).toString(8);
  expect([mode('.'), mode('base'), mode('PG_VERSION'), mode('base/1')]).toEqual(['750', '750', '640', '640']);
});
