import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { uploadResultSchema } from '../../../domain/catalog/admin-contract';
import { HttpError } from '../../http/errors';
import { routeSchema } from '../../http/response-schema';
import { recordActivity } from '../../kernel/activity-record';
import { staffBy } from '../../kernel/actor';
import type { UploadedFile } from './image-store';

const MAX_FILES_PER_UPLOAD = 8;
const MB = 1024 * 1024;

const schema = routeSchema('Upload images (multipart): each is stored as WebP', { 201: uploadResultSchema });

function uploadError(code: string, message: string): HttpError {
  return new HttpError(400, code, message, { files: message });
}

/**
 * POST /api/admin/uploads: multipart, one or more image files. Each file is read whole (at most
 * `maxMb`) and every one is checked before any is stored, so a refused upload leaves nothing behind.
 */
export async function uploadRoutes(app: FastifyInstance, { maxMb }: { maxMb: number }) {
  // Only here: the rest of the API never accepts multipart bodies.
  await app.register(multipart, {
    limits: {
      fileSize: maxMb * MB,
      files: MAX_FILES_PER_UPLOAD,
      fields: 20,
      parts: MAX_FILES_PER_UPLOAD + 20,
    },
  });
  const { FilesLimitError, PartsLimitError, RequestFileTooLargeError } = app.multipartErrors;

  app.post('/uploads', { config: { permission: 'uploads' }, schema }, async (request, reply) => {
    if (!request.isMultipart()) {
      throw uploadError('not_multipart', 'Send the images as multipart/form-data.');
    }
    const files: UploadedFile[] = [];
    try {
      for await (const part of request.files()) {
        files.push({ filename: part.filename, buffer: await part.toBuffer() });
      }
    } catch (error) {
      if (error instanceof RequestFileTooLargeError) {
        throw uploadError('file_too_large', `Each image must be ${maxMb} MB or smaller.`);
      }
      if (error instanceof FilesLimitError || error instanceof PartsLimitError) {
        throw uploadError('too_many_files', `Upload at most ${MAX_FILES_PER_UPLOAD} images at a time.`);
      }
      // Anything else here is the body itself: a missing boundary, a cut-off or garbled upload.
      request.log.info({ err: error }, 'unreadable upload');
      throw uploadError('unreadable_upload', 'The upload could not be read. Please choose the images again.');
    }
    if (files.length === 0) throw uploadError('no_files', 'Choose at least one image to upload.');
    const urls = await app.uploads.save(files);
    // The files are stored before the entry: a file store has no transaction to share.
    await recordActivity(app.database.db, staffBy(request), {
      action: 'upload.create',
      subject: 'upload',
      subjectId: null,
      summary: `Uploaded ${urls.length === 1 ? 'an image' : `${urls.length} images`}: ${files.map((file) => file.filename).join(', ')}`,
      after: { urls },
    });
    request.log.info({ count: urls.length, staffId: request.staff?.id }, 'images uploaded');
    return reply.status(201).send({ urls });
  });
}
