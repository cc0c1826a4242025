import { byCodePoint } from '../shared/compare';
import type { Link, Release } from './releases-contract';

/** Pure release rules and texts. The zod schemas live in releases-contract.ts so that the web app loads no zod. */
export type { Link, Release, Song } from './releases-contract';

export function releaseTypeLabel(release: Pick<Release, 'type'>): 'Single' | 'EP' {
  return release.type === 'single' ? 'Single' : 'EP';
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * "2024-03-08" → "March 8, 2024", the same on every machine whatever its time zone. Written out
 * rather than with Intl.DateTimeFormat, whose first use costs a slow phone tens of milliseconds of
 * locale data while the page is taken over.
 */
export function formatLongUsDate(isoDate: string): string {
  const [year, month = 1, day] = isoDate.split('-').map(Number);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/**
 * The release's own "Listen" links: a single's, and an EP's whole-EP links when staff filled in any
 * (an EP saved before they existed, or with every field empty, shows its tracks' links alone).
 */
export function releaseListenLinks(release: Release): Link[] {
  if (release.type === 'single') return release.links;
  const links = release.links ?? [];
  return links.some((link) => link.link.trim() !== '') ? links : [];
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
    (a, b) => byCodePoint(b.releaseDate, a.releaseDate) || byCodePoint(a.slug, b.slug),
  );
}

export const DISCOGRAPHY_PREVIEW = { mobile: 3, desktop: 6 } as const;

export function newestReleases<T extends Pick<Release, 'releaseDate' | 'slug'>>(
  releases: readonly T[],
  count: number,
): T[] {
  return releasesNewestFirst(releases).slice(0, count);
}
