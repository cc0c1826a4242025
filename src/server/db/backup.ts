import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A backup or a restore that cannot go on, with what to do about it; the commands print it as is. */
export class BackupError extends Error {}

/** PostgreSQL's own tools, found on the PATH or in Debian's server folder. */
function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const candidates = (process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, name));
  const debian = fs.existsSync('/usr/lib/postgresql')
    ? fs
        .readdirSync('/usr/lib/postgresql')
        .sort()
        .reverse()
        .map((version) => path.join('/usr/lib/postgresql', version, 'bin', name))
    : [];
  const found = [...candidates, ...debian].find((candidate) => fs.existsSync(candidate));
  if (!found) throw new BackupError(`${name} was not found: install PostgreSQL's client tools.`);
  return found;
}

/** What a PostgreSQL tool said when it failed, without the noise of the command line. */
function toolFailure(name: string, error: unknown): BackupError {
  const stderr = String((error as { stderr?: string }).stderr ?? '').trim();
  return new BackupError(`${name} failed: ${stderr || (error as Error).message}`);
}

/** pg_dump in its compressed custom format, restorable with `restorePostgresDump` (pg_restore). */
export async function dumpPostgres(databaseUrl: string, outFile: string): Promise<void> {
  const tool = pgTool('pg_dump');
  await run(tool, ['--format=custom', '--no-owner', `--file=${outFile}`, databaseUrl]).catch((error) => {
    throw toolFailure('pg_dump', error);
  });
}

/**
 * Puts a pg_dump back into the database, replacing what is there, in one transaction: if
 * pg_restore fails part way, the database stays as it was.
 */
export async function restorePostgresDump(databaseUrl: string, file: string): Promise<void> {
  const tool = pgTool('pg_restore');
  await run(tool, [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${databaseUrl}`,
    file,
  ]).catch((error) => {
    throw toolFailure('pg_restore', error);
  });
}
