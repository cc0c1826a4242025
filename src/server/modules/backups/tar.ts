import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';

/**
 * The tar format a backup file is written in (POSIX ustar, by the `tar-stream` library), so any
 * `tar` opens it: the database's files and the uploaded images one after the other. This module
 * turns the library's streams into what a backup hands over and reads back: files and folders by
 * relative name, in pieces of about a megabyte.
 */

export class TarFormatError extends Error {}

/** A file to write into an archive: its name inside, its size, and its bytes as they are read. */
export type TarFileInput = {
  name: string;
  size: number;
  mtime?: Date;
  body: () => Iterable<Uint8Array> | AsyncIterable<Uint8Array>;
};

/** A folder to write into an archive, kept even when empty (PostgreSQL needs its empty folders). */
export type TarFolderInput = { name: string; folder: true };

/** A file or folder read from an archive. Read `body` (or not) before asking for the next one. */
export type TarEntry = {
  name: string;
  type: 'file' | 'directory' | 'other';
  size: number;
  body: AsyncIterable<Buffer>;
};

/** The archive is handed on in pieces of about this size: a few callbacks per megabyte, not per file. */
const PIECE = 1024 * 1024;

type Pack = ReturnType<typeof tar.pack>;
type Sink = ReturnType<Pack['entry']>;

/** Resolves once the entry takes more bytes, or is closed (the archive was stopped). */
function drained(sink: Sink): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      sink.off('drain', done);
      sink.off('close', done);
      resolve();
    };
    sink.on('drain', done);
    sink.on('close', done);
  });
}

/** Resolves once the entry's bytes are all in the archive; rejects with why it was not. */
function finished(sink: Sink): Promise<void> {
  return new Promise((resolve, reject) => {
    sink.on('error', reject);
    sink.on('finish', () => resolve());
    sink.on('close', () => reject(new TarFormatError('The archive was stopped.')));
  });
}

/** Writes every file and folder into `pack`, then its end; a file not the size it said stops it. */
async function packAll(
  pack: Pack,
  files: AsyncIterable<TarFileInput | TarFolderInput> | Iterable<TarFileInput | TarFolderInput>,
): Promise<void> {
  for await (const file of files) {
    if (pack.destroyed) return;
    if ('folder' in file) {
      pack.entry({ name: file.name.replace(/\/?$/, '/'), type: 'directory', mode: 0o755 });
      continue;
    }
    const sink = pack.entry({
      name: file.name,
      size: file.size,
      mtime: file.mtime ?? new Date(),
      mode: 0o644,
    });
    const done = finished(sink);
    // Awaited below; a file that stops the archive first leaves this one to fail unheard.
    done.catch(() => {});
    let written = 0;
    for await (const chunk of file.body()) {
      written += chunk.byteLength;
      if (written > file.size || pack.destroyed) break;
      if (!sink.write(chunk)) await drained(sink);
    }
    if (written !== file.size) {
      throw new TarFormatError(`${file.name} changed while it was being backed up; try again.`);
    }
    sink.end(null);
    await done;
  }
  pack.finalize();
}

/**
 * The archive's bytes, file after file, in pieces of about a megabyte. A file whose bytes are not
 * the size it was announced with (it changed while it was read) stops the archive with an error
 * rather than writing a broken one.
 */
export async function* tarBytes(
  files: AsyncIterable<TarFileInput | TarFolderInput> | Iterable<TarFileInput | TarFolderInput>,
): AsyncGenerator<Buffer> {
  const pack = tar.pack();
  let failure: unknown = null;
  const packing = packAll(pack, files).catch((error: unknown) => {
    failure = error;
    pack.destroy(error as Error);
  });
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const take = () => {
    const piece = Buffer.concat(pending);
    pending = [];
    pendingBytes = 0;
    return piece;
  };
  try {
    try {
      for await (const chunk of pack as AsyncIterable<Buffer>) {
        pending.push(chunk);
        pendingBytes += chunk.byteLength;
        if (pendingBytes >= PIECE) yield take();
      }
    } catch (error) {
      throw failure ?? error;
    }
    await packing;
    if (failure) throw failure;
    yield take();
  } finally {
    // Stopped early (the reader gave up): the files being read are let go.
    if (!pack.destroyed) pack.destroy();
    await packing;
  }
}

/** What the library's refusal of some bytes means for the person restoring them. */
function formatError(error: unknown): unknown {
  const message = (error as Error | null)?.message ?? '';
  if (/^Invalid( tar)? header|Header exceeds max size/.test(message)) {
    return new TarFormatError('This is not a tar archive.');
  }
  if (message === 'Unexpected end of data') {
    return new TarFormatError('The archive ends part way through: the file is incomplete.');
  }
  return error;
}

function entryType(type: string | null | undefined): TarEntry['type'] {
  if (type === 'file' || type === 'contiguous-file') return 'file';
  return type === 'directory' ? 'directory' : 'other';
}

/**
 * The entries of an archive, in order. A body left unread is skipped. Throws TarFormatError for
 * bytes that are not a tar archive, or one that ends part way.
 */
export async function* readTar(source: AsyncIterable<Uint8Array>): AsyncGenerator<TarEntry> {
  const extract = tar.extract();
  let failure: unknown = null;
  // A read error of the source, or bytes the library refuses, surface where the entries are read.
  const feeding = pipeline(Readable.from(source, { objectMode: false }), extract).catch((error: unknown) => {
    failure = formatError(error);
  });
  try {
    for await (const entry of extract) {
      const { header } = entry;
      yield {
        name: header.name,
        type: entryType(header.type),
        size: header.size ?? 0,
        // Read through its own iterator, which ends with the archive's error when the bytes stop part way.
        body: (async function* () {
          try {
            for await (const chunk of entry as AsyncIterable<Buffer>) yield chunk;
          } catch (error) {
            // The entry was stopped because the archive's bytes failed: that failure is the reason.
            await feeding;
            throw failure ?? formatError(error);
          }
        })(),
      };
      // What the reader left unread is skipped.
      entry.resume();
    }
  } catch (error) {
    await feeding;
    throw failure ?? formatError(error);
  } finally {
    if (!extract.destroyed) extract.destroy();
  }
  await feeding;
  if (failure) throw failure;
}
