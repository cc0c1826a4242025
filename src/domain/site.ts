/** The artist's site settings: constants and types. The zod schema lives in site-schema.ts. */
export type { CarouselVideo, SiteSettings, SpotlightItem } from './site-schema';

export const SOCIAL_PLATFORMS = [
  'Spotify',
  'Apple Music',
  'YouTube',
  'Audiomack',
  'TikTok',
  'Instagram',
  'X',
  'Facebook',
] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** The video carousel always has this many entries. */
export const VIDEO_CAROUSEL_SIZE = 5;

/** A spotlight or video linked to `release` (a slug), or to none when it is undefined. */
export function withRelease<T extends { release?: string | undefined }>(
  item: T,
  release: string | undefined,
): T {
  const { release: _, ...rest } = item;
  return (release ? { ...rest, release } : rest) as T;
}
