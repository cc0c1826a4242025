import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { logoSources } from '../../../domain/content/logo';

/** The artist's logo as a PNG, for the header of order emails: mail clients do not show SVG. */
export const EMAIL_LOGO_PATH = '/email-logo.png';

const UPLOADS = '/uploads/';

/** The logo for light backgrounds, as the site shows it: an upload, or the content folder's. */
async function logoBytes(app: FastifyInstance, contentDir: string): Promise<[string, Buffer | null]> {
  const { onLight } = logoSources((await app.content.get()).site.logo);
  if (onLight.startsWith(UPLOADS))
    return [onLight, await app.uploads.files.read(onLight.slice(UPLOADS.length))];
  try {
    return [onLight, await fs.readFile(path.join(contentDir, onLight))];
  } catch {
    return [onLight, null];
  }
}

/**
 * Renders the logo at twice the width it is shown at, and serves it from memory until staff
 * change the logo. With no logo to draw (a content folder without one), there is none: the emails
 * then carry the artist's name alone.
 */
export async function emailLogoRoutes(app: FastifyInstance, { contentDir }: { contentDir: string }) {
  let drawn: { source: string; png: Promise<Buffer> } | null = null;
  app.get(EMAIL_LOGO_PATH, async (request, reply) => {
    const [source, bytes] = await logoBytes(app, contentDir);
    if (!bytes) return reply.status(404).send();
    if (drawn?.source !== source) {
      drawn = { source, png: sharp(bytes, { density: 300 }).resize({ width: 360 }).png().toBuffer() };
    }
    try {
      const body = await drawn.png;
      return reply.type('image/png').header('cache-control', 'public, max-age=3600').send(body);
    } catch (error) {
      drawn = null;
      request.log.error({ err: error }, 'the email logo could not be drawn');
      return reply.status(404).send();
    }
  });
}
