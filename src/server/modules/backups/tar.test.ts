import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTar, type TarFileInput, TarFormatError, tarBytes } from './tar';

const run = promisify(execFile);

async function bytesOf(files: TarFileInput[]): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of tarBytes(files)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function file(name: string, content: Buffer | string): TarFileInput {
  const bytes = Buffer.from(content);
  return {
    name,
    size: bytes.length,
    body: async function* () {
      // In two pieces, as a stream would give them.
      yield bytes.subarray(0, 100);
      yield bytes.subarray(100);
    },
  };
}

async function* inPieces(bytes: Buffer, size: number) {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function readAll(bytes: Buffer, pieceSize = 700) {
  const read: { name: string; type: string; content: string }[] = [];
  for await (const entry of readTar(inPieces(bytes, pieceSize))) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry.body) chunks.push(chunk);
    read.push({ name: entry.name, type: entry.type, content: Buffer.concat(chunks).toString() });
  }
  return read;
}

describe('the tar format of a backup file', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-tar-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const long = `database/base/${'deep/'.repeat(25)}16384`;
  const files = [
    file('stagefront-backup.json', '{"format":"stagefront-backup"}'),
    file('empty', ''),
    file('database/PG_VERSION', '17\n'),
    file('exactly-a-block', 'x'.repeat(512)),
    file('one-past-a-block', 'y'.repeat(513)),
    file(long, 'z'.repeat(2000)),
  ];

  it('reads back what it wrote, whatever pieces the bytes arrive in', async () => {
    const bytes = await bytesOf(files);
    expect(bytes.length % 512).toBe(0);
    for (const pieceSize of [1, 511, 700, bytes.length]) {
      const read = await readAll(bytes, pieceSize);
      expect(read.map((entry) => entry.name)).toEqual(files.map((f) => f.name));
      expect(read.find((entry) => entry.name === long)?.content).toBe('z'.repeat(2000));
      expect(read.find((entry) => entry.name === 'one-past-a-block')?.content).toBe('y'.repeat(513));
    }
  });

  it('writes what the system tar reads, and reads what it writes', async () => {
    const archive = path.join(dir, 'ours.tar');
    fs.writeFileSync(archive, await bytesOf(files));
    const { stdout } = await run('tar', ['-tf', archive]);
    expect(stdout.trim().split('\n')).toEqual(files.map((f) => f.name));

    const source = path.join(dir, 'source');
    fs.mkdirSync(path.join(source, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(source, 'uploads', 'poster-960.webp'), 'webp bytes');
    const theirs = path.join(dir, 'theirs.tar');
    await run('tar', ['-cf', theirs, '-C', source, 'uploads']);
    const read = await readAll(fs.readFileSync(theirs));
    expect(read).toContainEqual({ name: 'uploads/', type: 'directory', content: '' });
    expect(read).toContainEqual({ name: 'uploads/poster-960.webp', type: 'file', content: 'webp bytes' });
  });

  it('skips a body left unread', async () => {
    const names: string[] = [];
    for await (const entry of readTar(inPieces(await bytesOf(files), 300))) names.push(entry.name);
    expect(names).toEqual(files.map((f) => f.name));
  });

  it('refuses bytes that are not an archive, and one that stops part way', async () => {
    await expect(readAll(Buffer.from('a'.repeat(2048)))).rejects.toThrow(
      new TarFormatError('This is not a tar archive.'),
    );
    const bytes = await bytesOf(files);
    await expect(readAll(bytes.subarray(0, 2000))).rejects.toThrow(/ends part way through/);
  });

  it('stops, rather than write a broken archive, when a file is not the size it said', async () => {
    const grown = { ...file('grown', 'abc'), size: 2 };
    await expect(bytesOf([grown])).rejects.toThrow('grown changed while it was being backed up; try again.');
  });
});
