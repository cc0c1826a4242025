import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { ImageStore } from '../media/image-store';

declare module 'fastify' {
  interface FastifyInstance {
    uploads: ImageStore;
  }
}

/**
 * Staff-uploaded images: `app.uploads` stores them in DATA_DIR/uploads (a temporary folder when
 * there is no data folder, as in tests), and `/uploads/` serves them. Their names are random and
 * never reused, so browsers may keep them for a year without asking again.
 */
export const uploadsPlugin = fp<{ dataDir: string | null }>(
  async (app, { dataDir }) => {
    const dir = dataDir
      ? path.join(dataDir, 'uploads')
      : fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-uploads-'));
    fs.mkdirSync(dir, { recursive: true });
    app.decorate('uploads', new ImageStore(dir));
    await app.register(fastifyStatic, {
      root: dir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      maxAge: '365d',
      immutable: true,
    });
    if (!dataDir) {
      app.addHook('onClose', async () => {
        fs.rmSync(dir, { recursive: true, force: true });
      });
    }
  },
  { name: 'uploads' },
);
