/** The artist's site settings: constants and types. The zod schema lives in site-contract.ts. */

export { SOCIAL_PLATFORMS, type SocialPlatform, VIDEO_CAROUSEL_SIZE } from './site-constants';
export type { CarouselVideo, SiteSettings } from './site-contract';

/** A spotlight or video linked to `release` (a slug), or to none when it is undefined. */
export function withRelease<T extends { release?: string | undefined }>(
  item: T,
  release: string | undefined,
): T {
  const { release: _, ...rest } = item;
  return (release ? { ...rest, release } : rest) as T;
}
