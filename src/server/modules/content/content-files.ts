import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { type Release, releaseListSchema } from '../../../domain/content/releases-contract';
import { type SiteSettings, siteSettingsSchema } from '../../../domain/content/site-contract';

/**
 * The artist's content as the files in `content/` give it, read at start-up: it seeds a new database,
 * and staff change it in the admin after that (decision 0021).
 */
export type Content = {
  site: SiteSettings;
  releases: Release[];
  releaseBySlug: ReadonlyMap<string, Release>;
};

export class ContentError extends Error {}

/**
 * Reads and checks `site.json` and `releases.json`. A mistake in them must stop the server at
 * start-up with the file and field named, not surface later as a broken page.
 */
export function loadContent(contentDir: string): Content {
  const site = readJsonFile(path.join(contentDir, 'site.json'), siteSettingsSchema);
  const releases = readJsonFile(path.join(contentDir, 'releases.json'), releaseListSchema);
  const releaseBySlug = new Map<string, Release>();
  for (const release of releases) {
    if (releaseBySlug.has(release.slug)) {
      throw new ContentError(
        `Invalid ${path.join(contentDir, 'releases.json')}: the slug "${release.slug}" is used twice.`,
      );
    }
    releaseBySlug.set(release.slug, release);
  }
  return { site, releases, releaseBySlug };
}

function readJsonFile<T>(file: string, schema: z.ZodType<T>): T {
  let value: unknown;
  try {
    value = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ContentError(`Cannot read ${file}: ${reason}`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new ContentError(`Invalid ${file}:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
