import { z } from 'zod';
import { PLATFORMS } from './platforms';
import { isPlayer, PLAYER_MESSAGE, SPOTIFY_TYPES } from './player';

export { PLATFORMS };

const linkSchema = z.object({
  platform: z.enum(PLATFORMS),
  slug: z.string().optional(),
  /** May be empty: the release is not on that platform yet. */
  link: z.string(),
});
export type Link = z.infer<typeof linkSchema>;

const songSchema = z.object({
  title: z.string(),
  artist: z.string(),
  links: z.array(linkSchema),
});
export type Song = z.infer<typeof songSchema>;

/** The artist's player on the release page: a service and its id, loaded only on a fan's click. */
export const playerSchema = z
  .discriminatedUnion('service', [
    z.object({ service: z.literal('youtube'), id: z.string() }),
    z.object({ service: z.literal('spotify'), type: z.enum(SPOTIFY_TYPES), id: z.string() }),
  ])
  .refine(isPlayer, PLAYER_MESSAGE);

const releaseBase = {
  title: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  releaseDate: z.iso.date(),
  cover: z.string().min(1),
  player: playerSchema.optional(),
};

export const releaseSchema = z.discriminatedUnion('type', [
  z.object({
    ...releaseBase,
    type: z.literal('single'),
    artist: z.string(),
    links: z.array(linkSchema),
  }),
  z.object({
    ...releaseBase,
    type: z.literal('ep'),
    songs: z.array(songSchema).min(1),
    /** The whole EP on each platform, beside its tracks'; optional, as EPs saved before it had none. */
    links: z.array(linkSchema).optional(),
  }),
]);
export type Release = z.infer<typeof releaseSchema>;
export const releaseListSchema = z.array(releaseSchema);
