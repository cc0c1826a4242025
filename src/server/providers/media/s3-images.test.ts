import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInHeaders, staffApp } from '../../testing/staff';
import { testApp } from '../../testing/test-app';
import { uploadPng } from '../../testing/uploads';
import type { S3Settings } from './image-files';

/**
 * Images in a real S3-compatible server (s3rver, on this machine): uploaded through one server,
 * served by another that never saw the upload, or redirected to the CDN in front of the bucket.
 */
describe('product images in S3', () => {
  let dir: string;
  let s3rver: S3rver;
  let settings: S3Settings;
  let one: FastifyInstance;
  let two: FastifyInstance;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagefront-s3-'));
    s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir });
    const address = (await s3rver.run()) as AddressInfo;
    settings = {
      bucket: 'stagefront-media',
      endpoint: `http://127.0.0.1:${address.port}`,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    };
    const client = new S3Client({
      endpoint: settings.endpoint ?? undefined,
      region: settings.region,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
    client.destroy();
    const media = { s3: settings, publicUrl: null };
    one = await staffApp('pglite', { media });
    two = await testApp('pglite', { media });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await s3rver?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves on one server what was uploaded on the other', async () => {
    const uploaded = await uploadPng(one, await signedInHeaders(one), 'drop-poster.png', {
      width: 1200,
      height: 1500,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [url] = uploaded.json().urls as string[];
    expect(url).toMatch(/^\/uploads\/drop-poster-[0-9a-f]{16}-960\.webp$/);

    for (const [width, address] of [
      [960, url ?? ''],
      [480, (url ?? '').replace('-960.webp', '-480.webp')],
    ] as const) {
      const served = await two.inject(address);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(served.rawPayload).metadata()).width).toBe(width);
    }
    expect((await two.inject('/uploads/no-such-image-0123456789abcdef-960.webp')).statusCode).toBe(404);
    expect((await two.inject('/uploads/..%2F..%2Fsecrets')).statusCode).toBe(404);
  });

  it('redirects to the CDN in front of the bucket when MEDIA_PUBLIC_URL is set, and lets pages show it', async () => {
    const cdn = await testApp('pglite', { media: { s3: settings, publicUrl: 'https://cdn.example.com' } });
    try {
      const answer = await cdn.inject('/uploads/poster-0123456789abcdef-960.webp');
      expect(answer.statusCode).toBe(301);
      expect(answer.headers.location).toBe(
        'https://cdn.example.com/uploads/poster-0123456789abcdef-960.webp',
      );
      const page = await cdn.inject('/api/health');
      expect(page.headers['content-security-policy']).toContain('img-src');
      expect(page.headers['content-security-policy']).toContain('https://cdn.example.com');
    } finally {
      await cdn.close();
    }
  });
});
