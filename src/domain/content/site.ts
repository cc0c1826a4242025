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

/** Whether the home page has a spotlight to show: a new shop's site has none until staff set one. */
export function hasSpotlight(spotlight: {
  name: string;
  clipUrl: string;
  fullVideoUrl: string;
  release?: string | undefined;
  videoId?: string | undefined;
}): boolean {
  return Boolean(
    spotlight.name || spotlight.clipUrl || spotlight.fullVideoUrl || spotlight.release || spotlight.videoId,
  );
}
