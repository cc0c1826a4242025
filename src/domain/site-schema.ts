import { z } from 'zod';
import { SOCIAL_PLATFORMS, VIDEO_CAROUSEL_SIZE } from './site';

export const spotlightItemSchema = z.object({
  name: z.string(),
  artists: z.string(),
  clipUrl: z.string(),
  fullVideoUrl: z.string(),
  type: z.string(),
});
export type SpotlightItem = z.infer<typeof spotlightItemSchema>;

export const carouselVideoSchema = z.object({
  title: z.string(),
  /** Empty for a placeholder entry that has no video yet. */
  videoId: z.string(),
  poster: z.string().optional(),
});
export type CarouselVideo = z.infer<typeof carouselVideoSchema>;

export const siteSettingsSchema = z.object({
  artistName: z.string().min(1),
  siteDescription: z.string(),
  socialLinks: z.array(z.object({ platform: z.enum(SOCIAL_PLATFORMS), url: z.string() })),
  spotlight: spotlightItemSchema,
  videos: z.array(carouselVideoSchema).length(VIDEO_CAROUSEL_SIZE),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
