import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { projectRoot } from '../paths';
import { pgliteFile } from './pglite-wasm';

/** The version of PGlite installed: an empty database made by one opens only with the same. */
function pgliteVersion(): string {
  const manifest = fs.readFileSync(pgliteFile('..', 'package.json'), 'utf8');
  return (JSON.parse(manifest) as { version: string }).version;
}

const BUILT_DIR = path.join(projectRoot, 'dist');
const PREFIX = 'empty-database-pglite-';

/** Where the build keeps the empty embedded database, made for the installed PGlite. */
function emptyDatabaseDir(): string {
  return path.join(BUILT_DIR, `${PREFIX}${pgliteVersion()}`);
}

/**
 * `npm run build`: makes the empty embedded database a new shop starts from, with PGlite's own
 * initdb, once per version of PGlite (an older version's is removed). Making one takes a second
 * database engine and initdb's own beside it, several hundred MB for a few seconds: the build
 * pays it, not the shop's first start.
 */
export async function makeEmptyDatabase(): Promise<void> {
  const target = emptyDatabaseDir();
  if (fs.existsSync(target)) return;
  fs.mkdirSync(BUILT_DIR, { recursive: true });
  for (const entry of fs.readdirSync(BUILT_DIR)) {
    if (entry.startsWith(PREFIX)) fs.rmSync(path.join(BUILT_DIR, entry), { recursive: true, force: true });
  }
  // Made in memory and then written out whole: initdb writing through to a folder holds about
  // 150 MB more. Its engine keeps the server's buffer cache (open.ts), not PostgreSQL's 128 MB.
  const made = await PGlite.create({ initDbStartParams: ['-c', 'shared_buffers=16MB'] });
  const files = await made.dumpDataDir('none');
  await made.close();
  const partial = `${target}.partial`;
  const written = await PGlite.create(partial, { loadDataDir: files });
  await written.close();
  fs.renameSync(partial, target);
}

/**
 * Makes a new embedded database's folder a copy of the build's empty database, so the server
 * skips initdb; returns whether it did. A folder that holds anything is left to PGlite, and so is
 * a checkout not built yet: PGlite then runs initdb itself. The copy's files and folders are made
 * afresh, with the modes of the process that copies (the service's umask), not the release's.
 */
export function copyEmptyDatabase(dbDir: string, source = emptyDatabaseDir()): boolean {
  if (!fs.existsSync(source)) return false;
  if (fs.existsSync(dbDir) && fs.readdirSync(dbDir).length > 0) return false;
  // Copied beside it and renamed whole, so a start cut short never leaves half a database.
  const partial = `${dbDir}.new`;
  fs.rmSync(partial, { recursive: true, force: true });
  try {
    copyFolder(source, partial, source);
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  fs.rmSync(dbDir, { recursive: true, force: true });
  fs.renameSync(partial, dbDir);
  return true;
}

/** Copies `from` into a new folder `to`, file by file; a source that cannot be read is named. */
function copyFolder(from: string, to: string, template: string): void {
  fs.mkdirSync(to);
  for (const entry of readTemplate(template, from, () => fs.readdirSync(from, { withFileTypes: true }))) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copyFolder(source, target, template);
    else {
      const bytes = readTemplate(template, source, () => fs.readFileSync(source));
      fs.writeFileSync(target, bytes);
    }
  }
}

/** Runs `read` on a file or folder of the template, turning a refusal into what to do about it. */
function readTemplate<T>(template: string, file: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EACCES' && code !== 'EPERM') throw error;
    throw new Error(
      `The release's empty database in ${template} cannot be read by this user (${file}): ` +
        `run \`chmod -R a+rX,go-w ${template}\` as its owner, or rebuild the release with npm run build.`,
      { cause: error },
    );
  }
}
