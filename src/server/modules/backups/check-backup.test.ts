import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupManifest } from './backup-file';
import { checkBackupFile } from './check-backup';
import { writeBackupFile } from './write-backup-file';

const manifest: BackupManifest = {
  format: 'stagefront-backup',
  version: 1,
  engine: 'pglite',
  release: '0.5.0',
  takenAt: '2026-11-29T02:05:12.525Z',
  uploads: 1,
};
const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
const files = [
  { name: 'database/PG_VERSION', size: 3, body: () => [Buffer.from('17\n')] },
  { name: 'database/base/1/1259', size: 8192, body: () => [Buffer.alloc(8192, 7)] },
  { name: 'uploads/poster-960.webp', size: 10, body: () => [Buffer.from('the poster')] },
];
const written = [
  { name: 'stagefront-backup.json', size: manifestBytes.length },
  { name: 'database/', size: null },
  ...files.map(({ name, size }) => ({ name, size })),
];

async function* entries() {
  yield { name: 'database', folder: true as const };
  yield* files;
}

describe('reading a backup back before it is kept', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-check-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('finds a backup whole: its gzip and tar to their ends, its description first, every file at its size', async () => {
    const file = path.join(dir, 'whole.tar.gz');
    const { bytes, check } = await writeBackupFile(file, manifest, entries());
    expect(bytes).toBe(fs.statSync(file).size);
    expect(check).toEqual({
      checkedAt: expect.any(Date),
      entries: 5,
      bytes: manifestBytes.length + 3 + 8192 + 10,
    });
    expect(await checkBackupFile(file, manifest, manifestBytes, written)).toMatchObject({ entries: 5 });
  });

  it('refuses a file cut short, one missing a file, and one whose description is not the one written', async () => {
    const file = path.join(dir, 'checked.tar.gz');
    await writeBackupFile(file, manifest, entries());
    const whole = fs.readFileSync(file);

    const cut = path.join(dir, 'cut.tar.gz');
    fs.writeFileSync(cut, whole.subarray(0, whole.length - 40));
    await expect(checkBackupFile(cut, manifest, manifestBytes, written)).rejects.toThrow(
      'The backup could not be read back whole',
    );

    const more = [...written, { name: 'uploads/cover-480.webp', size: 5 }];
    await expect(checkBackupFile(file, manifest, manifestBytes, more)).rejects.toThrow(
      'it ends after 5 of 6 entries',
    );

    const other = { ...manifest, release: '0.4.0' };
    const otherBytes = Buffer.from(`${JSON.stringify(other, null, 2)}\n`);
    await expect(checkBackupFile(file, other, otherBytes, written)).rejects.toThrow(
      'its description (stagefront-backup.json) is not the one written',
    );

    const noDatabase = written.filter((entry) => !entry.name.startsWith('database/PG'));
    await expect(checkBackupFile(file, manifest, manifestBytes, noDatabase)).rejects.toThrow(
      'it holds no database',
    );
  });
});
