import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { imageSrcSet } from '../../../domain/shared/media';
import type { LocalImageFiles } from '../../providers/media/image-files';
import { signedInHeaders, staffApp } from '../../testing/staff';
import { describeEachEngine } from '../../testing/test-app';
import { multipartBody, png, type Upload } from '../../testing/uploads';
import { UNSUPPORTED_IMAGE_MESSAGE } from './image-store';

describeEachEngine('admin uploads API', (engine) => {
  let app: FastifyInstance;
  let headers: { cookie: string; origin: string };
  beforeAll(async () => {
    app = await staffApp(engine);
    headers = await signedInHeaders(app);
  });
  afterAll(() => app.close());

  const stored = () => fs.readdirSync((app.uploads.files as LocalImageFiles).dir).sort();

  async function upload(files: Upload[]) {
    const { payload, contentType } = await multipartBody(files);
    return app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      headers: { ...headers, 'content-type': contentType },
      payload,
    });
  }

  it('turns a PNG into 480 and 960 px WebP files and serves them for a year', async () => {
    const response = await upload([
      { filename: 'Tour Poster.png', type: 'image/png', data: await png(1200, 800) },
    ]);
    expect(response.statusCode).toBe(201);
    const [url] = response.json().urls as string[];
    expect(url).toMatch(/^\/uploads\/tour-poster-[0-9a-f]{16}-960\.webp$/);

    const name = path.basename(url ?? '');
    const small = name.replace('-960.webp', '-480.webp');
    expect(stored()).toEqual(expect.arrayContaining([name, small]));
    expect((await sharp(path.join((app.uploads.files as LocalImageFiles).dir, name)).metadata()).width).toBe(
      960,
    );
    expect((await sharp(path.join((app.uploads.files as LocalImageFiles).dir, small)).metadata()).width).toBe(
      480,
    );
    expect(imageSrcSet(url ?? '')).toBe(`/uploads/${small} 480w, /uploads/${name} 960w`);

    for (const file of [name, small]) {
      const served = await app.inject(`/uploads/${file}`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    }
  });

  it('accepts several images at once and turns photos upright', async () => {
    const sideways = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#222' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const response = await upload([
      { filename: 'a.jpg', type: 'image/jpeg', data: sideways },
      {
        filename: 'b.webp',
        type: 'image/webp',
        data: await sharp(await png(300, 300))
          .webp()
          .toBuffer(),
      },
    ]);
    expect(response.statusCode).toBe(201);
    const urls = response.json().urls as string[];
    expect(urls).toHaveLength(2);
    const upright = await sharp(
      path.join((app.uploads.files as LocalImageFiles).dir, path.basename(urls[0] ?? '')),
    ).metadata();
    expect([upright.width, upright.height]).toEqual([100, 200]);
  });

  it('refuses a text file named .png, and stores nothing from that upload', async () => {
    const before = stored();
    const response = await upload([
      { filename: 'fine.png', type: 'image/png', data: await png(100, 100) },
      { filename: 'notes.png', type: 'image/png', data: Buffer.from('just some text, not an image') },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(UNSUPPORTED_IMAGE_MESSAGE);
    expect(UNSUPPORTED_IMAGE_MESSAGE).toBe('Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded.');
    expect(stored()).toEqual(before);
  });

  it('refuses an image format the shop does not take (SVG, TIFF)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const tiff = await sharp(await png(20, 20))
      .tiff()
      .toBuffer();
    for (const file of [
      { filename: 'logo.svg', type: 'image/svg+xml', data: svg },
      { filename: 'scan.tif', type: 'image/tiff', data: tiff },
    ]) {
      const response = await upload([file]);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(UNSUPPORTED_IMAGE_MESSAGE);
    }
  });

  it('refuses a file over 8 MB with a 400', async () => {
    const before = stored();
    const response = await upload([
      { filename: 'huge.png', type: 'image/png', data: Buffer.alloc(8 * 1024 * 1024 + 1) },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'file_too_large',
      message: 'Each image must be 8 MB or smaller.',
    });
    expect(stored()).toEqual(before);
  });

  it('refuses more than eight files at once, and an upload with none', async () => {
    const tiny = await png(10, 10);
    const nine = Array.from({ length: 9 }, (_, i) => ({
      filename: `${i}.png`,
      type: 'image/png',
      data: tiny,
    }));
    const tooMany = await upload(nine);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe('Upload at most 8 images at a time.');

    const none = await upload([]);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('Choose at least one image to upload.');

    const json = await app.inject({ method: 'POST', url: '/api/admin/uploads', headers, payload: { a: 1 } });
    expect(json.statusCode).toBe(400);
  });

  it('answers a malformed multipart body with a 400 and a plain message, storing nothing', async () => {
    const before = stored();
    const { payload, contentType } = await multipartBody([
      { filename: 'a.png', type: 'image/png', data: await png(10, 10) },
    ]);
    const cases = [
      // No boundary in the content type.
      { 'content-type': 'multipart/form-data', payload },
      // The body stops in the middle of a part.
      { 'content-type': contentType, payload: payload.subarray(0, Math.floor(payload.length / 2)) },
      // A boundary that never appears in the body.
      { 'content-type': 'multipart/form-data; boundary=nothing-like-it', payload: Buffer.from('garbage') },
      { 'content-type': contentType, payload: Buffer.alloc(0) },
    ];
    for (const { payload: body, ...extra } of cases) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/uploads',
        headers: { ...headers, ...extra },
        payload: body,
      });
      expect(response.statusCode, extra['content-type']).toBe(400);
      expect(response.json().error.message).toMatch(
        /^(The upload could not be read\. Please choose the images again\.|Choose at least one image to upload\.)$/,
      );
    }
    expect(stored()).toEqual(before);
  });
});
