import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

export type Upload = { filename: string; type: string; data: Buffer };

/** A multipart body as a browser's FormData would send it. */
export async function multipartBody(files: Upload[]): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const file of files)
    form.append('files', new Blob([new Uint8Array(file.data)], { type: file.type }), file.filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/** A plain PNG of that size. */
export function png(width: number, height: number, background = '#c0392b'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** Staff upload one PNG through POST /api/admin/uploads; the answer, as the admin would get it. */
export async function uploadPng(
  app: FastifyInstance,
  headers: Record<string, string>,
  filename: string,
  size: { width: number; height: number },
) {
  const { payload, contentType } = await multipartBody([
    { filename, type: 'image/png', data: await png(size.width, size.height) },
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
}
