import fs from 'node:fs';
import path from 'node:path';

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Gives every hashed web file of the release a new name, and every file that names one the new
 * name (its hash's last letter becomes `mark`), as a new build of changed code does: a tab of the old release then asks for files this
 * release does not have. The precompressed copies are dropped (they would name the old files).
 */
export function renameChunks(release: string, mark: string): void {
  const web = path.join(release, 'dist/web');
  const assets = path.join(web, 'assets');
  const renames = new Map<string, string>();
  for (const name of fs.readdirSync(assets)) {
    if (/\.(br|gz)$/.test(name)) {
      fs.rmSync(path.join(assets, name));
      continue;
    }
    const [, base, hash = '', extension] = /^(.+)-([\w-]{8})\.(js|css)$/.exec(name) ?? [];
    if (!base) continue;
    const renamed = `${base}-${hash.slice(0, 7)}${mark}.${extension}`;
    renames.set(name, renamed);
    fs.renameSync(path.join(assets, name), path.join(assets, renamed));
  }
  for (const file of [...filesUnder(web), ...filesUnder(path.join(release, 'dist/ssr'))]) {
    if (!/\.(js|css|html|json|mjs)$/.test(file)) continue;
    let text = fs.readFileSync(file, 'utf8');
    for (const [from, to] of renames) text = text.replaceAll(from, to);
    fs.writeFileSync(file, text);
  }
}

/** A migration the database refuses, after every other one of the release. */
export function failingMigration(release: string): void {
  const folder = path.join(release, 'src/server/db/migrations');
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8'));
  const tag = '9999_refused';
  journal.entries.push({
    idx: journal.entries.length,
    version: '7',
    when: Date.now(),
    tag,
    breakpoints: true,
  });
  fs.writeFileSync(journalFile, JSON.stringify(journal, null, 2));
  fs.writeFileSync(
    path.join(folder, `${tag}.sql`),
    'CREATE TABLE "refused_half" ("id" integer);\n--> statement-breakpoint\nALTER TABLE "no_such_table" ADD COLUMN "x" integer;\n',
  );
}
