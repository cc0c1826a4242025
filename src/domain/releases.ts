import { z } from 'zod';

export const PLATFORMS = [
  'Spotify',
  'Apple Music',
  'Youtube Music',
  'Youtube',
  'Audiomack',
  'Deezer',
  'Tidal',
] as const;

export const linkSchema = z.object({
  platform: z.enum(PLATFORMS),
  slug: z.string().optional(),
  /** May be empty: the release is not on that platform yet. */
  link: z.string(),
});
export type Link = z.infer<typeof linkSchema>;

export const songSchema = z.object({
  title: z.string(),
  artist: z.string(),
  links: z.array(linkSchema),
});
export type Song = z.infer<typeof songSchema>;

const releaseBase = {
  title: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  releaseDate: z.iso.date(),
  cover: z.string().min(1),
};

export const releaseSchema = z.discriminatedUnion('type', [
  z.object({
    ...releaseBase,
    type: z.literal('single'),
    artist: z.string(),
    links: z.array(linkSchema),
  }),
  z.object({ ...releaseBase, type: z.literal('ep'), songs: z.array(songSchema).min(1) }),
]);
export type Release = z.infer<typeof releaseSchema>;
export const releaseListSchema = z.array(releaseSchema);

export function releaseTypeLabel(release: Pick<Release, 'type'>): 'Single' | 'EP' {
  return release.type === 'single' ? 'Single' : 'EP';
}

const longUsDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "2024-03-08" → "March 8, 2024", the same on every machine whatever its time zone. */
export function formatLongUsDate(isoDate: string): string {
  return longUsDate.format(new Date(`${isoDate}T00:00:00Z`));
}

export function releaseYear(release: Pick<Release, 'releaseDate'>): number {
  return Number(release.releaseDate.slice(0, 4));
}

export function releaseDescription(release: Pick<Release, 'type' | 'title' | 'releaseDate'>): string {
  return `Explore the details of the ${releaseTypeLabel(release)} "${release.title}" released on ${formatLongUsDate(release.releaseDate)}.`;
}

export function releasesNewestFirst<T extends Pick<Release, 'releaseDate' | 'slug'>>(
  releases: readonly T[],
): T[] {
  return [...releases].sort(
    (a, b) => b.releaseDate.localeCompare(a.releaseDate) || a.slug.localeCompare(b.slug),
  );
}

export const DISCOGRAPHY_PREVIEW = { mobile: 3, desktop: 6 } as const;

export function newestReleases<T extends Pick<Release, 'releaseDate' | 'slug'>>(
  releases: readonly T[],
  count: number,
): T[] {
  return releasesNewestFirst(releases).slice(0, count);
}
