import { z } from 'zod';
import { httpsLinkOrEmpty, sitePicture, streamingLinkInput } from './links-contract';
import { PLAYER_MESSAGE, playerFromAddress } from './player';
import { PLATFORMS, playerSchema, releaseListSchema } from './releases-contract';
import { hasSpotlight } from './site';
import { SOCIAL_PLATFORMS, VIDEO_CAROUSEL_SIZE } from './site-constants';
import { siteSettingsSchema, spotlightItemSchema } from './site-contract';

/** What staff send when they edit the artist's content; the public shapes are in releases-contract and site-contract. */

/** GET /api/content: the site settings and every release, newest first. */
export const contentSchema = z.object({ site: siteSettingsSchema, releases: releaseListSchema });
export type ArtistContent = z.infer<typeof contentSchema>;

const VIDEO_ID_MESSAGE = 'Use the video’s id: letters, digits and hyphens, like homecoming-clip.';
/** A video's id on the media host, or empty for "none yet". */
const videoId = z
  .string({ error: VIDEO_ID_MESSAGE })
  .trim()
  .max(100, VIDEO_ID_MESSAGE)
  .regex(/^(?:[A-Za-z0-9][\w-]*)?$/, VIDEO_ID_MESSAGE);

const SLUG_MESSAGE = 'Use lower-case letters, digits and single hyphens, like lagos-nights.';

const releaseFields = {
  title: z
    .string({ error: 'Enter a title.' })
    .trim()
    .min(1, 'Enter a title.')
    .max(120, 'Use at most 120 characters.'),
  slug: z
    .string({ error: SLUG_MESSAGE })
    .trim()
    .max(80, 'Use at most 80 characters.')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, SLUG_MESSAGE),
  releaseDate: z.iso.date('Enter the release date.'),
  cover: sitePicture('Choose a cover.'),
  /**
   * The artist's player: a YouTube or Spotify https address as staff paste it (kept as the service
   * and its id), the player as the API answered it, or empty for none.
   */
  player: z
    .union([z.string({ error: PLAYER_MESSAGE }).trim().max(500, PLAYER_MESSAGE), playerSchema], {
      error: PLAYER_MESSAGE,
    })
    .optional()
    .transform((value, context) => {
      if (typeof value !== 'string') return value;
      if (value === '') return undefined;
      const player = playerFromAddress(value);
      if (player) return player;
      context.addIssue({ code: 'custom', message: PLAYER_MESSAGE, input: value });
      return z.NEVER;
    }),
};

/** POST /api/admin/releases and PUT /api/admin/releases/:slug. */
export const releaseInputSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      ...releaseFields,
      type: z.literal('single'),
      artist: z.string().trim().min(1, 'Enter the artist.').max(200),
      links: z.array(streamingLinkInput).max(PLATFORMS.length),
    }),
    z.object({
      ...releaseFields,
      type: z.literal('ep'),
      songs: z
        .array(
          z.object({
            title: z.string().trim().min(1, 'Enter the track’s title.').max(120),
            artist: z.string().trim().min(1, 'Enter the track’s artist.').max(200),
            links: z.array(streamingLinkInput).max(PLATFORMS.length),
          }),
        )
        .min(1, 'An EP needs at least one track.')
        .max(30, 'Use at most 30 tracks.'),
      links: z.array(streamingLinkInput).max(PLATFORMS.length).optional(),
    }),
  ],
  { error: 'Choose single or EP.' },
);
export type ReleaseInput = z.infer<typeof releaseInputSchema>;

/** PUT /api/admin/site: the footer's links, the spotlight and the videos carousel. */
export const siteInputSchema = siteSettingsSchema.extend({
  artistName: z.string().trim().min(1, 'Enter the artist’s name.').max(120),
  siteDescription: z.string().trim().max(300, 'Use at most 300 characters.'),
  socialLinks: z
    .array(z.object({ platform: z.enum(SOCIAL_PLATFORMS), url: httpsLinkOrEmpty }))
    .max(SOCIAL_PLATFORMS.length),
  // Every field empty: no spotlight (a new shop's); once it shows anything, it needs a title.
  spotlight: spotlightItemSchema
    .extend({
      name: z.string().trim().max(120),
      artists: z.string().trim().max(200),
      clipUrl: videoId,
      videoId: videoId.optional(),
      fullVideoUrl: httpsLinkOrEmpty,
    })
    .superRefine((spotlight, context) => {
      if (spotlight.name || !hasSpotlight(spotlight)) return;
      context.addIssue({ code: 'custom', path: ['name'], message: 'Enter the title.' });
    }),
  videos: z
    .array(
      z.object({
        title: z.string().trim().min(1, 'Enter the video’s title.').max(120),
        videoId,
        poster: sitePicture().optional(),
        release: z.string().optional(),
      }),
    )
    .max(VIDEO_CAROUSEL_SIZE, `Use at most ${VIDEO_CAROUSEL_SIZE} videos.`),
  about: z.string().trim().max(5000, 'Use at most 5000 characters.').optional(),
  contactEmail: z
    .string()
    .trim()
    .max(254)
    .refine(
      (text) => text === '' || z.email().safeParse(text).success,
      'Enter a valid email address, or leave it empty.',
    )
    .optional(),
  pickup: z
    .object({
      address: z.string().trim().max(200, 'Use at most 200 characters.'),
      hours: z.string().trim().max(200, 'Use at most 200 characters.'),
    })
    .optional(),
  hero: z
    .object({
      lightMobile: sitePicture().optional(),
      lightDesktop: sitePicture().optional(),
      darkMobile: sitePicture().optional(),
      darkDesktop: sitePicture().optional(),
    })
    .optional(),
  logo: z.object({ onLight: sitePicture().optional(), onDark: sitePicture().optional() }).optional(),
});
export type SiteInput = z.infer<typeof siteInputSchema>;
