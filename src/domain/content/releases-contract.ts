import { z } from 'zod';

import { PLATFORMS } from './platforms';

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
