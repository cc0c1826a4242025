import type { FastifyInstance } from 'fastify';
import { EMAIL_LOGO_PATH, hasOwnLogo } from '../../../domain/content/logo';
import { DEFAULT_MAIL_FROM, type MailConfig } from '../../providers/mail/mail-config';
import type { MailPluginOptions } from './plugin';

export type ShopMailSettings = {
  mail: MailConfig;
  publicUrl: string;
  /** Whom shoppers write to until staff set it in Admin → Site. */
  contactEmail: string | null;
};

/**
 * The mail plugin's options for this shop, read once the content is: the sender's name (MAIL_FROM)
 * is read at start-up, so a renamed artist sends as such after a restart; the name in the emails
 * and the address replies go to follow what staff last set.
 */
export async function shopMailOptions(
  app: FastifyInstance,
  { mail, publicUrl, contactEmail }: ShopMailSettings,
): Promise<MailPluginOptions> {
  const { artistName } = (await app.content.get()).site;
  const logoUrl = `${publicUrl}${EMAIL_LOGO_PATH}`;
  return {
    // Unless MAIL_FROM names a sender, mail comes from the artist, not from the software.
    config:
      mail.from === DEFAULT_MAIL_FROM
        ? { ...mail, from: DEFAULT_MAIL_FROM.replace(/^[^<]*</, `${artistName} <`) }
        : mail,
    brand: () => ({
      name: app.content.latest?.site.artistName ?? artistName,
      // The content folder's logo is the artist's name set in a web font a server seldom has: drawn
      // there it comes out clipped, so emails set the name themselves until staff upload a logo.
      logoUrl: hasOwnLogo(app.content.latest?.site.logo) ? logoUrl : null,
      contactEmail: app.content.latest?.shop.contactEmail ?? contactEmail,
    }),
  };
}
