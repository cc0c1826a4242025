import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';

/** Where stored image files live: a folder on this server, or a bucket every server shares. */
export interface ImageFiles {
  readonly kind: 'local' | 's3';
  /** Stores a new file; a name is never reused, so this never overwrites. */
  write(name: string, bytes: Buffer): Promise<void>;
  remove(name: string): Promise<void>;
  /** The file's bytes, or null when there is none by that name. */
  read(name: string): Promise<Buffer | null>;
  /** Every stored file's name and size, for a backup. */
  list(): AsyncIterable<StoredFile>;
}

export type StoredFile = { name: string; size: number };

/** A name a stored file may have: no folders, not hidden (a file being written starts with a dot). */
export const STORED_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export class LocalImageFiles implements ImageFiles {
  readonly kind = 'local';
  constructor(readonly dir: string) {}

  /** Written beside its name first, then renamed in whole: a crash never leaves half an image under it. */
  async write(name: string, bytes: Buffer) {
    const partial = path.join(this.dir, `.${name}.${randomBytes(4).toString('hex')}.partial`);
    try {
      await fs.writeFile(partial, bytes, { flag: 'wx' });
      await fs.rename(partial, path.join(this.dir, name));
    } catch (error) {
      await fs.rm(partial, { force: true });
      throw error;
    }
  }

  remove(name: string) {
    return fs.rm(path.join(this.dir, name), { force: true });
  }

  async read(name: string) {
    try {
      return await fs.readFile(path.join(this.dir, name));
    } catch {
      return null;
    }
  }

  async *list() {
    for (const entry of await fs.readdir(this.dir, { withFileTypes: true })) {
      if (!entry.isFile() || !STORED_FILE_NAME.test(entry.name)) continue;
      const stats = await fs.stat(path.join(this.dir, entry.name)).catch(() => null);
      if (stats) yield { name: entry.name, size: stats.size };
    }
  }
}

export type S3Settings = {
  bucket: string;
  /** An S3-compatible server's address (MinIO, R2, a local one in tests); empty for AWS itself. */
  endpoint: string | null;
  region: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** Bucket in the path (`endpoint/bucket/key`), as most S3-compatible servers want. */
  forcePathStyle: boolean;
};

/** Object keys sit under one prefix in the bucket, so it can hold other things too. */
const PREFIX = 'uploads/';

/** The AWS SDK, loaded only by a shop that keeps its images in a bucket (about 10 MB of memory otherwise). */
type S3Sdk = typeof import('@aws-sdk/client-s3');

/** Images in an S3-compatible bucket, through the AWS SDK: upload on one server, served by all. */
export class S3ImageFiles implements ImageFiles {
  readonly kind = 's3';
  readonly #client: S3Client;
  readonly #sdk: S3Sdk;

  static async open(settings: S3Settings): Promise<S3ImageFiles> {
    return new S3ImageFiles(settings, await import('@aws-sdk/client-s3'));
  }

  private constructor(
    readonly settings: S3Settings,
    sdk: S3Sdk,
  ) {
    this.#sdk = sdk;
    const { S3Client } = sdk;
    this.#client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
    });
  }

  async write(name: string, bytes: Buffer) {
    await this.#client.send(
      new this.#sdk.PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: `${PREFIX}${name}`,
        Body: bytes,
        ContentType: 'image/webp',
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async remove(name: string) {
    // Only reached to undo a half-finished upload; a leftover object is harmless, so errors are not.
    await this.#client
      .send(new this.#sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: `${PREFIX}${name}` }))
      .catch(() => {});
  }

  async read(name: string) {
    try {
      const object = await this.#client.send(
        new this.#sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: `${PREFIX}${name}` }),
      );
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    } catch (error) {
      if (error instanceof this.#sdk.NoSuchKey || (error as { name?: string }).name === 'NoSuchKey')
        return null;
      throw error;
    }
  }

  async *list() {
    let token: string | undefined;
    do {
      const page = await this.#client.send(
        new this.#sdk.ListObjectsV2Command({
          Bucket: this.settings.bucket,
          Prefix: PREFIX,
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(PREFIX.length) ?? '';
        if (STORED_FILE_NAME.test(name)) yield { name, size: object.Size ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  close() {
    this.#client.destroy();
  }
}
