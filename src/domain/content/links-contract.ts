import { z } from 'zod';
import { httpsAddress, isSitePicture, LINK_MESSAGE, PICTURE_MESSAGE, streamingLink } from './links';
import { PLATFORMS } from './platforms';

/** The rule of links.ts as zod fields, for every form where staff enter an address. */

const MAX_ADDRESS = 500;
const TOO_LONG = `Use at most ${MAX_ADDRESS} characters.`;

/** Text from a form field: the spaces around it are not part of it, as in every other field. */
const fieldText = (message: string) => z.string({ error: message }).trim().max(MAX_ADDRESS, TOO_LONG);

/** An https address, saved as the URL parser reads it, or empty for "not there yet". */
export const httpsLinkOrEmpty = fieldText(LINK_MESSAGE).transform((text, context) => {
  if (text === '') return text;
  const href = httpsAddress(text);
  if (href !== null) return href;
  context.addIssue({ code: 'custom', message: LINK_MESSAGE, input: text });
  return z.NEVER;
});

/** A streaming link of a release or a track: as links.ts's streamingLink, the error on `link`. */
export const streamingLinkInput = z
  .object({
    platform: z.enum(PLATFORMS),
    slug: z.string().optional(),
    link: fieldText(LINK_MESSAGE),
  })
  .transform((value, context) => {
    const link = streamingLink(value.platform, value.link);
    if (link !== null) return { ...value, link };
    context.addIssue({ code: 'custom', path: ['link'], message: LINK_MESSAGE, input: value.link });
    return z.NEVER;
  });

/** A picture the site serves itself (an upload, or the content folder's media); `message` when empty. */
export function sitePicture(emptyMessage: string = PICTURE_MESSAGE) {
  return z
    .string({ error: emptyMessage })
    .trim()
    .min(1, emptyMessage)
    .max(MAX_ADDRESS, PICTURE_MESSAGE)
    .refine(isSitePicture, PICTURE_MESSAGE);
}
