/**
 * The tar format (POSIX ustar) a backup file is written in, so any `tar` opens it: the database's
 * files and the uploaded images one after the other, each a 512-byte header and its bytes. Only
 * what a backup holds is written and read: regular files and folders, by relative name.
 */

const BLOCK = 512;
/** The largest size the header's octal field holds (8 GiB); beyond it, base-256 as GNU tar writes. */
const OCTAL_SIZE_LIMIT = 0o77777777777;

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

function writeText(block: Buffer, offset: number, length: number, text: string) {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length > length) throw new TarFormatError(`"${text}" is too long for a tar header.`);
  bytes.copy(block, offset);
}

function writeOctal(block: Buffer, offset: number, length: number, value: number) {
  writeText(block, offset, length, `${value.toString(8).padStart(length - 1, '0')}\0`);
}

function writeSize(block: Buffer, size: number) {
  if (size <= OCTAL_SIZE_LIMIT) return writeOctal(block, 124, 12, size);
  block[124] = 0x80;
  block.writeBigUInt64BE(BigInt(size), 128);
}

/** Splits a long name at a slash into ustar's prefix (155 bytes) and name (100 bytes). */
function splitName(name: string): [prefix: string, name: string] {
  if (Buffer.byteLength(name) <= 100) return ['', name];
  for (let cut = name.indexOf('/'); cut !== -1; cut = name.indexOf('/', cut + 1)) {
    const prefix = name.slice(0, cut);
    const rest = name.slice(cut + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) return [prefix, rest];
  }
  throw new TarFormatError(`The name ${name} is too long for a tar archive.`);
}

function header(name: string, size: number, mtime: Date, folder = false): Buffer {
  const block = Buffer.alloc(BLOCK);
  const [prefix, short] = splitName(name);
  writeText(block, 0, 100, short);
  writeOctal(block, 100, 8, folder ? 0o755 : 0o644);
  writeOctal(block, 108, 8, 0);
  writeOctal(block, 116, 8, 0);
  writeSize(block, size);
  writeOctal(block, 136, 12, Math.max(0, Math.floor(mtime.getTime() / 1000)));
  block.write(folder ? '5' : '0', 156, 'latin1');
  block.write('ustar\u000000', 257, 'latin1');
  writeText(block, 345, 155, prefix);
  block.fill(' ', 148, 156);
  writeText(block, 148, 8, `${checksum(block).toString(8).padStart(6, '0')}\0 `);
  return block;
}

function checksum(block: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (block[i] ?? 0);
  return sum;
}

function padding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

/** The archive is handed on in pieces of about this size: a few callbacks per megabyte, not per file. */
const PIECE = 1024 * 1024;

/**
 * The archive's bytes, file after file, in pieces of about a megabyte. A file whose bytes are not
 * the size it was announced with (it changed while it was read) stops the archive with an error
 * rather than writing a broken one.
 */
export async function* tarBytes(
  files: AsyncIterable<TarFileInput | TarFolderInput> | Iterable<TarFileInput | TarFolderInput>,
) {
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  const add = (chunk: Uint8Array) => {
    pending.push(chunk);
    pendingBytes += chunk.byteLength;
  };
  const take = () => {
    const piece = Buffer.concat(pending);
    pending = [];
    pendingBytes = 0;
    return piece;
  };
  for await (const file of files) {
    if ('folder' in file) {
      add(header(file.name.endsWith('/') ? file.name : `${file.name}/`, 0, new Date(), true));
      continue;
    }
    add(header(file.name, file.size, file.mtime ?? new Date()));
    let written = 0;
    for await (const chunk of file.body()) {
      written += chunk.byteLength;
      if (written > file.size) break;
      add(chunk);
      if (pendingBytes >= PIECE) yield take();
    }
    if (written !== file.size) {
      throw new TarFormatError(`${file.name} changed while it was being backed up; try again.`);
    }
    add(padding(file.size));
    if (pendingBytes >= PIECE) yield take();
  }
  add(Buffer.alloc(BLOCK * 2));
  yield take();
}

/** Bytes taken from a stream in the amounts asked for. */
class ByteQueue {
  readonly #source: AsyncIterator<Uint8Array>;
  #chunks: Buffer[] = [];
  #length = 0;
  #ended = false;

  constructor(source: AsyncIterable<Uint8Array>) {
    this.#source = source[Symbol.asyncIterator]();
  }

  /** Reads until `n` bytes wait or the stream ends; whether they are there. */
  async #fill(n: number): Promise<boolean> {
    while (this.#length < n && !this.#ended) {
      const next = await this.#source.next();
      if (next.done) this.#ended = true;
      else {
        const chunk = Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength);
        this.#chunks.push(chunk);
        this.#length += chunk.length;
      }
    }
    return this.#length >= n;
  }

  #take(n: number): Buffer {
    const all = this.#chunks.length === 1 ? (this.#chunks[0] as Buffer) : Buffer.concat(this.#chunks);
    this.#chunks = n < all.length ? [all.subarray(n)] : [];
    this.#length = all.length - n;
    return all.subarray(0, n);
  }

  /** Exactly `n` bytes, or null when the stream ended before any of them. */
  async read(n: number): Promise<Buffer | null> {
    if (await this.#fill(n)) return this.#take(n);
    if (this.#length === 0) return null;
    throw new TarFormatError('The archive ends part way through: the file is incomplete.');
  }

  /** The next `n` bytes, in the pieces they arrive in. */
  async *pieces(n: number): AsyncGenerator<Buffer> {
    let left = n;
    while (left > 0) {
      if (this.#length === 0 && !(await this.#fill(1))) {
        throw new TarFormatError('The archive ends part way through: the file is incomplete.');
      }
      const piece = this.#take(Math.min(left, this.#length));
      left -= piece.length;
      yield piece;
    }
  }
}

function readText(block: Buffer, offset: number, length: number): string {
  const field = block.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

function readNumber(block: Buffer, offset: number, length: number): number {
  if ((block[offset] ?? 0) & 0x80) return Number(block.readBigUInt64BE(offset + length - 8));
  const text = readText(block, offset, length).trim();
  if (!/^[0-7]*$/.test(text)) throw new TarFormatError('This is not a tar archive.');
  return text === '' ? 0 : Number.parseInt(text, 8);
}

function parseHeader(block: Buffer): Omit<TarEntry, 'body'> {
  const stored = readNumber(block, 148, 8);
  if (stored !== checksum(block)) throw new TarFormatError('This is not a tar archive.');
  const prefix = block.subarray(257, 262).toString('latin1') === 'ustar' ? readText(block, 345, 155) : '';
  const short = readText(block, 0, 100);
  const flag = String.fromCharCode(block[156] ?? 0);
  return {
    name: prefix ? `${prefix}/${short}` : short,
    type: flag === '0' || flag === '\0' ? 'file' : flag === '5' ? 'directory' : 'other',
    size: readNumber(block, 124, 12),
  };
}

/**
 * The entries of an archive, in order. A body left unread is skipped. Throws TarFormatError for
 * bytes that are not a tar archive, or one that ends part way.
 */
export async function* readTar(source: AsyncIterable<Uint8Array>): AsyncGenerator<TarEntry> {
  const bytes = new ByteQueue(source);
  for (;;) {
    const block = await bytes.read(BLOCK);
    if (!block) throw new TarFormatError('The archive ends part way through: the file is incomplete.');
    if (block.every((byte) => byte === 0)) return;
    const entry = parseHeader(block);
    const stored = entry.type === 'directory' ? 0 : entry.size;
    let left = stored;
    const body = (async function* () {
      for await (const piece of bytes.pieces(left)) {
        left -= piece.length;
        yield piece;
      }
    })();
    yield { ...entry, body };
    // What the reader left unread is skipped, then the padding to the next header.
    for await (const piece of bytes.pieces(left)) left -= piece.length;
    const pad = padding(stored).length;
    if (pad > 0 && !(await bytes.read(pad))) {
      throw new TarFormatError('The archive ends part way through: the file is incomplete.');
    }
  }
}
