import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import { type ImageFiles, LocalImageFiles, S3ImageFiles } from '../../providers/media/image-files';

/** The uploaded images, where the settings keep them; `close` lets the bucket's client go. */
type ShopUploads = { files: ImageFiles | null; close(): void };

/**
 * The shop's uploaded images for a command that runs without the server (backup, restore, the
 * backup before a migration): the S3 bucket, or DATA_DIR/uploads (made when missing); none when
 * there is neither.
 */
export async function openShopUploads(config: Pick<Config, 'dataDir' | 'media'>): Promise<ShopUploads> {
  if (config.media.s3) {
    const files = await S3ImageFiles.open(config.media.s3);
    return { files, close: () => files.close() };
  }
  if (!config.dataDir) return { files: null, close: () => {} };
  const dir = path.join(config.dataDir, 'uploads');
  fs.mkdirSync(dir, { recursive: true });
  return { files: new LocalImageFiles(dir), close: () => {} };
}
