import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/** The artist's logo as a PNG, for the header of order emails: mail clients do not show SVG. */
export const EMAIL_LOGO_PATH = '/email-logo.png';

function logoSvg(contentDir: string): string {
  return path.join(contentDir, 'media', 'brand', 'logo-black.svg');
}

export function emailLogoExists(contentDir: string): boolean {
  return fs.existsSync(logoSvg(contentDir));
}

/** Renders the black logo once, at twice the width it is shown at, and serves it from memory. */
export async function emailLogoRoutes(app: FastifyInstance, { contentDir }: { contentDir: string }) {
  let png: Promise<Buffer> | null = null;
  app.get(EMAIL_LOGO_PATH, async (request, reply) => {
    if (!emailLogoExists(contentDir)) return reply.status(404).send();
    png ??= sharp(logoSvg(contentDir), { density: 300 }).resize({ width: 360 }).png().toBuffer();
    try {
      const body = await png;
      return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(body);
    } catch (error) {
      png = null;
      request.log.error({ err: error }, 'the email logo could not be drawn');
      return reply.status(404).send();
    }
  });
}
