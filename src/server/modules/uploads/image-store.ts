import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Metadata, Sharp } from 'sharp';
import { IMAGE_WIDTHS } from '../../../domain/shared/media';
import { slugify } from '../../../domain/shared/slug';
import { BadRequestError } from '../../http/errors';
import type { ImageFiles } from '../../providers/media/image-files';

export type UploadedFile = { filename: string; buffer: Buffer };

export const UNSUPPORTED_IMAGE_MESSAGE = 'Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded.';
const UNREADABLE_IMAGE_MESSAGE = 'One of the images could not be read. Please try another file.';
/** About 50 megapixels: any camera photo, but not a small file that decodes to gigabytes. */
const MAX_INPUT_PIXELS = 50_000_000;

/** What sharp's metadata may say about a file we accept; AVIF shows as HEIF with AV1 compression. */
function isAcceptedImage(metadata: Metadata): boolean {
  const { format, compression } = metadata;
  if (format === 'heif') return compression === 'av1';
  return format === 'jpeg' || format === 'png' || format === 'webp' || format === 'gif';
}

/** A readable prefix from the file's own name, then 16 random hex digits: unguessable and never reused. */
function randomName(filename: string): string {
  const readable = slugify(path.parse(filename).name).slice(0, 40) || 'image';
  return `${readable}-${randomBytes(8).toString('hex')}`;
}

/**
 * sharp is loaded with the first image, not with the server: the image library and its own
 * libraries hold about 24 MB from the moment they load, and most days no image is uploaded.
 */
async function load(buffer: Buffer): Promise<Sharp> {
  const { default: sharp } = await import('sharp');
  return sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS });
}

/**
 * Product images staff upload, kept as WebP files (in a folder, or an S3 bucket). Each image is stored in every
 * width of IMAGE_WIDTHS under one random name (`<name>-480.webp`, `<name>-960.webp`), so the web app
 * can build a srcset from the 960 URL alone (domain/shared/media.ts). Names are random, so the files can be
 * cached forever.
 */
export class ImageStore {
  constructor(readonly files: ImageFiles) {}

  /**
   * Checks every file by its content (the name and the browser's content type prove nothing), then
   * stores them all; if any is refused, none is stored. Returns the 960 px URL of each, in order.
   */
  async save(files: UploadedFile[]): Promise<string[]> {
    for (const file of files) await this.#check(file);
    const images = [];
    for (const file of files)
      images.push({ name: randomName(file.filename), widths: await this.#render(file) });
    const written: string[] = [];
    try {
      for (const image of images) {
        for (const [width, bytes] of image.widths) {
          const name = `${image.name}-${width}.webp`;
          await this.files.write(name, bytes);
          written.push(name);
        }
      }
    } catch (error) {
      await Promise.all(written.map((name) => this.files.remove(name)));
      throw error;
    }
    const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
    return images.map((image) => `/uploads/${image.name}-${largest}.webp`);
  }

  async #check(file: UploadedFile): Promise<void> {
    let metadata: Metadata;
    try {
      metadata = await (await load(file.buffer)).metadata();
    } catch {
      throw new BadRequestError(UNSUPPORTED_IMAGE_MESSAGE, { files: UNSUPPORTED_IMAGE_MESSAGE });
    }
    if (!isAcceptedImage(metadata)) {
      throw new BadRequestError(UNSUPPORTED_IMAGE_MESSAGE, { files: UNSUPPORTED_IMAGE_MESSAGE });
    }
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
      const message = 'That image has too many pixels. Please upload one under 50 megapixels.';
      throw new BadRequestError(message, { files: message });
    }
  }

  /** Every width, turned upright by its EXIF orientation; the metadata (camera, location) is not kept. */
  async #render(file: UploadedFile): Promise<[number, Buffer][]> {
    try {
      return await Promise.all(
        IMAGE_WIDTHS.map(
          async (width): Promise<[number, Buffer]> => [
            width,
            await (await load(file.buffer))
              .rotate()
              .resize({ width, withoutEnlargement: true })
              .webp({ quality: 82 })
              .toBuffer(),
          ],
        ),
      );
    } catch {
      // The header looked like an image but the data inside is broken.
      throw new BadRequestError(UNREADABLE_IMAGE_MESSAGE, { files: UNREADABLE_IMAGE_MESSAGE });
    }
  }
}
