import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { EMAIL_LOGO_PATH, logoSources } from '../../../domain/content/logo';

const UPLOADS = '/uploads/';

/** The bytes of a logo the site shows: an upload (through the image store), or the content folder's. */
async function logoBytes(app: FastifyInstance, contentDir: string, source: string): Promise<Buffer | null> {
  if (source.startsWith(UPLOADS)) return app.uploads.files.read(source.slice(UPLOADS.length));
  try {
    return await fs.readFile(path.join(contentDir, source));
  } catch {
    return null;
  }
}

/** The logo at twice the width emails show it at; sharp is loaded then, not with the server. */
async function drawPng(bytes: Buffer): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(bytes, { density: 300 }).resize({ width: 360 }).png().toBuffer();
}

/**
 * Renders the logo at twice the width it is shown at, and serves it from memory until staff
 * change the logo. With no logo to draw (a content folder without one), there is none: the emails
 * then carry the artist's name alone.
 */
export async function emailLogoRoutes(app: FastifyInstance, { contentDir }: { contentDir: string }) {
  let drawn: { source: string; png: Promise<Buffer> } | null = null;
  app.get(EMAIL_LOGO_PATH, async (request, reply) => {
    // The logo for light backgrounds, read and drawn again only when staff changed it.
    const source = logoSources((await app.content.get()).site.logo).onLight;
    if (drawn?.source !== source) {
      const bytes = await logoBytes(app, contentDir, source);
      if (!bytes) return reply.status(404).send();
      drawn = { source, png: drawPng(bytes) };
    }
    try {
      const body = await drawn.png;
      // Webmail shows images from its own origin (a proxy, or the page itself): the site's
      // same-origin resource policy would leave the logo broken there, so this image alone is open.
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=3600')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(body);
    } catch (error) {
      drawn = null;
      request.log.error({ err: error }, 'the email logo could not be drawn');
      return reply.status(404).send();
    }
  });
}
