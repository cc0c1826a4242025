import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/open';
import { collections } from '../../db/schema';
import { LocalImageFiles } from '../../providers/media/image-files';
import { freshDatabaseIn } from '../../testing/test-app';
import { folderProblem } from './backup-file';
import { restoreBackup } from './restore-backup';
import { takeBackup } from './take-backup';
import { tarBytes } from './tar';

async function archive(files: { name: string; text: string }[]): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  const entries = files.map(({ name, text }) => ({
    name,
    size: Buffer.byteLength(text),
    body: () => [Buffer.from(text)],
  }));
  for await (const chunk of tarBytes(entries)) chunks.push(chunk);
  return zlib.gzipSync(Buffer.concat(chunks));
}

/** The collection a test wrote into a shop's database, to tell one database from another. */
async function collectionIn(dataDir: string, id: string): Promise<string | null> {
  const database = await openDatabase({ dataDir });
  try {
    const [row] = await database.db.select().from(collections).where(eq(collections.id, id));
    return row?.name ?? null;
  } finally {
    await database.close();
  }
}

describe('restoring a backup of the embedded database', () => {
  let dir: string;
  let backup: string;
  const uploadsOf = (dataDir: string) => {
    fs.mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
    return new LocalImageFiles(path.join(dataDir, 'uploads'));
  };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-restore-'));
    const shop = path.join(dir, 'shop');
    const database = await freshDatabaseIn(shop);
    try {
      await database.db.insert(collections).values({ id: 'winter-tour', name: 'Winter Tour' });
      const uploads = uploadsOf(shop);
      await uploads.write('poster-960.webp', Buffer.from('the poster'));
      if (!database.embedded) throw new Error('An embedded database was expected.');
      const taken = await takeBackup(
        { engine: 'pglite', embedded: database.embedded },
        uploads,
        path.join(dir, 'backups'),
        'shop.tar.gz',
      );
      backup = taken.file;
      expect(taken.uploads).toBe(1);
    } finally {
      await database.close();
    }
  }, 60_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('puts the database and the uploads back, never overwriting an image already there', async () => {
    const target = path.join(dir, 'new-machine');
    const uploads = uploadsOf(target);
    await uploads.write('logo-480.webp', Buffer.from('kept as it is'));
    const restored = await restoreBackup({ databaseUrl: undefined, dataDir: target, uploads }, backup);
    expect(restored).toEqual({ engine: 'pglite', movedAside: null, uploadsAdded: 1 });
    expect(await collectionIn(target, 'winter-tour')).toBe('Winter Tour');
    expect(fs.readFileSync(path.join(target, 'uploads', 'poster-960.webp'), 'utf8')).toBe('the poster');
    expect(fs.readFileSync(path.join(target, 'uploads', 'logo-480.webp'), 'utf8')).toBe('kept as it is');
    // Restored again, nothing is added twice.
    const again = await restoreBackup({ databaseUrl: undefined, dataDir: target, uploads }, backup, true);
    expect(again.uploadsAdded).toBe(0);
    expect(again.movedAside && fs.existsSync(again.movedAside)).toBe(true);
  }, 60_000);

  it('reads the database-only backups of earlier releases (PGlite’s own compressed copy)', async () => {
    const client = await PGlite.create();
    await client.exec(
      `CREATE TABLE collections (id text primary key, name text); INSERT INTO collections VALUES ('old', 'From 0.4');`,
    );
    const file = path.join(dir, 'stagefront-pglite-0.4.tar.gz');
    fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()));
    await client.close();
    const target = path.join(dir, 'from-0.4');
    const restored = await restoreBackup(
      { databaseUrl: undefined, dataDir: target, uploads: uploadsOf(target) },
      file,
    );
    expect(restored).toEqual({ engine: 'pglite', movedAside: null, uploadsAdded: 0 });
    const copy = await PGlite.create(path.join(target, 'db'));
    expect((await copy.query('SELECT name FROM collections')).rows).toEqual([{ name: 'From 0.4' }]);
    await copy.close();
  }, 60_000);

  it('refuses a file that is not a backup, and leaves the database as it was', async () => {
    const target = path.join(dir, 'busy');
    const database = await freshDatabaseIn(target);
    await database.db.insert(collections).values({ id: 'current', name: 'The shop today' });
    await database.close();
    const restore = (file: string) =>
      restoreBackup({ databaseUrl: undefined, dataDir: target, uploads: uploadsOf(target) }, file, true);

    const notes = path.join(dir, 'notes.txt');
    fs.writeFileSync(notes, 'meeting notes');
    await expect(restore(notes)).rejects.toThrow(
      `${notes} is not a Stagefront backup (it is not a compressed archive). Nothing was changed.`,
    );
    const zipped = path.join(dir, 'notes.txt.gz');
    fs.writeFileSync(zipped, zlib.gzipSync('meeting notes, compressed'));
    await expect(restore(zipped)).rejects.toThrow(
      `${zipped} is not a Stagefront backup (it is damaged or not an archive). Nothing was changed.`,
    );
    const photos = path.join(dir, 'photos.tar.gz');
    fs.writeFileSync(photos, await archive([{ name: 'holiday.jpg', text: 'a photo' }]));
    await expect(restore(photos)).rejects.toThrow(
      `${photos} is not a Stagefront backup (the archive holds no database). Nothing was changed.`,
    );
    const half = path.join(dir, 'half.tar.gz');
    fs.writeFileSync(half, fs.readFileSync(backup).subarray(0, Math.floor(fs.statSync(backup).size / 2)));
    await expect(restore(half)).rejects.toThrow(`${half} is damaged or incomplete`);
    await expect(restore(path.join(dir, 'missing.tar.gz'))).rejects.toThrow(
      `There is no backup file at ${path.join(dir, 'missing.tar.gz')}.`,
    );

    expect(await collectionIn(target, 'current')).toBe('The shop today');
    expect(fs.readdirSync(target).sort()).toEqual(['db', 'uploads']);
  }, 60_000);

  it('says which database a backup holds when the settings name the other', async () => {
    await expect(
      restoreBackup({ databaseUrl: 'postgres://shop@localhost/shop', dataDir: null, uploads: null }, backup),
    ).rejects.toThrow(
      `${backup} holds an embedded database, and the settings name PostgreSQL (DATABASE_URL). Restore it with DATABASE_URL empty. Nothing was changed.`,
    );
  });
});

describe('a backup folder that cannot take the file', () => {
  it('says the disk is full, or that the folder cannot be written to', () => {
    const failure = (code: string) => Object.assign(new Error(code), { code });
    expect(folderProblem(failure('ENOSPC'), '/srv/backups').message).toBe(
      'The backup folder /srv/backups is full: there is no space left on its disk.',
    );
    expect(folderProblem(failure('EACCES'), '/srv/backups').message).toBe(
      'The backup folder /srv/backups cannot be written to (permission denied).',
    );
    expect(folderProblem(failure('EROFS'), '/srv/backups').message).toBe(
      'The backup folder /srv/backups cannot be written to (read-only file system).',
    );
  });
});
