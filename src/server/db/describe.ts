import path from 'node:path';

/**
 * Which database a setting points at, in words a person can check before a command writes to it:
 * the host, port, database and user of a PostgreSQL URL (never its password), or the embedded
 * database's folder.
 */
export function describeDatabase(databaseUrl: string | undefined, dataDir: string | null): string {
  if (!databaseUrl)
    return dataDir
      ? `the embedded database in ${path.join(dataDir, 'db')}`
      : 'an embedded database in memory';
  try {
    const url = new URL(databaseUrl);
    const name = decodeURIComponent(url.pathname.replace(/^\//, '')) || '(default database)';
    const user = url.username ? ` as ${decodeURIComponent(url.username)}` : '';
    return `PostgreSQL at ${url.hostname || 'localhost'}:${url.port || '5432'}/${name}${user}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL is not a URL; it is used as a connection string)';
  }
}
