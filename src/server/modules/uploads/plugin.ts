import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { registerStaffRoutes } from '../../kernel/staff-routes';
import { type ImageFiles, LocalImageFiles, S3ImageFiles } from '../../providers/media/image-files';
import type { MediaConfig } from '../../providers/media/media-config';
import { openToWebmail } from '../site/page-routes';
import { uploadRoutes } from './admin-upload-routes';
import { ImageStore } from './image-store';

declare module 'fastify' {
  interface FastifyInstance {
    uploads: ImageStore;
  }
}

/** The names the image store gives files: nothing else is looked up in the bucket. */
const STORED_NAME = /^[a-z0-9-]{1,80}-\d{2,4}\.webp$/;

/**
 * Staff-uploaded images: `app.uploads` stores them, and `/uploads/` serves them. On one server they
 * are files in DATA_DIR/uploads (a temporary folder when there is none, as in tests); with S3 set
 * they are objects in the bucket, so an image uploaded on one server shows on all of them, served
 * through this server or, with MEDIA_PUBLIC_URL, by a redirect to the CDN in front of the bucket.
 * Names are random and never reused, so browsers may keep them for a year. Staff upload them
 * at /api/admin/uploads, at most `maxMb` each.
 */
export const uploadsPlugin = fp<{ dataDir: string | null; media: MediaConfig; maxMb: number }>(
  async (app, { dataDir, media, maxMb }) => {
    await registerStaffRoutes(app, { capability: 'uploads' }, async (staff) => {
      await staff.register(uploadRoutes, { maxMb });
    });
    if (media.s3) {
      const files = await S3ImageFiles.open(media.s3);
      app.decorate('uploads', new ImageStore(files));
      app.addHook('onClose', async () => files.close());
      app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
        const { name } = request.params;
        if (!STORED_NAME.test(name)) return reply.status(404).send();
        if (media.publicUrl) return reply.redirect(`${media.publicUrl}/uploads/${name}`, 301);
        const bytes = await files.read(name);
        if (!bytes) return reply.status(404).send();
        return reply
          .type('image/webp')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(bytes);
      });
      return;
    }
    const dir = dataDir
      ? path.join(dataDir, 'uploads')
      : fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-uploads-'));
    fs.mkdirSync(dir, { recursive: true });
    const files: ImageFiles = new LocalImageFiles(dir);
    app.decorate('uploads', new ImageStore(files));
    await app.register(fastifyStatic, {
      root: dir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      maxAge: '365d',
      immutable: true,
      setHeaders: openToWebmail,
    });
    if (!dataDir) {
      app.addHook('onClose', async () => {
        fs.rmSync(dir, { recursive: true, force: true });
      });
    }
  },
  { name: 'uploads', dependencies: ['database', 'auth'] },
);
