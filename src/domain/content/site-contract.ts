import { z } from 'zod';
import { SOCIAL_PLATFORMS, VIDEO_CAROUSEL_SIZE } from './site-constants';

export const spotlightItemSchema = z.object({
  name: z.string(),
  artists: z.string(),
  clipUrl: z.string(),
  fullVideoUrl: z.string(),
  type: z.string(),
  /** The release the spotlight is of (its slug), and its full video in the carousel, if it has one. */
  release: z.string().optional(),
  videoId: z.string().optional(),
});

const carouselVideoSchema = z.object({
  title: z.string(),
  /** Empty for a placeholder entry that has no video yet. */
  videoId: z.string(),
  poster: z.string().optional(),
  /** The release the video is of (its slug); the caption links to it. */
  release: z.string().optional(),
});
export type CarouselVideo = z.infer<typeof carouselVideoSchema>;

export const siteSettingsSchema = z.object({
  artistName: z.string().min(1),
  siteDescription: z.string(),
  socialLinks: z.array(z.object({ platform: z.enum(SOCIAL_PLATFORMS), url: z.string() })),
  spotlight: spotlightItemSchema,
  /** Up to five; an entry without a video id is kept for later but not shown. */
  videos: z.array(carouselVideoSchema).max(VIDEO_CAROUSEL_SIZE),
  /** The About page's story, paragraphs separated by a blank line. */
  about: z.string().optional(),
  /** Whom shoppers may write to (replies to order emails); empty: SHOP_CONTACT_EMAIL. */
  contactEmail: z.string().optional(),
  /** Where and when pickup orders are collected; empty parts: SHOP_PICKUP_*. */
  pickup: z.object({ address: z.string(), hours: z.string() }).optional(),
  /** The home page's hero pictures; one left out is the built-in art. */
  hero: z
    .object({
      lightMobile: z.string().optional(),
      lightDesktop: z.string().optional(),
      darkMobile: z.string().optional(),
      darkDesktop: z.string().optional(),
    })
    .optional(),
  /** The artist's logo, uploaded by staff (logo.ts); none: the content folder's. */
  logo: z.object({ onLight: z.string().optional(), onDark: z.string().optional() }).optional(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
