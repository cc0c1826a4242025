import { Fragment } from 'react';
import { Link } from 'react-router';
import { descriptionParagraphs } from '../../../../domain/catalog/product-text';
import type { SiteSettings, SocialPlatform } from '../../../../domain/content/site';
import { useDocumentMeta } from '../../../components/document-meta';
import { paths } from '../../../paths';
import { useSite } from '../../../state/content';
import { ShopHeader } from '../../shop-header';

export default function AboutScreen() {
  const site = useSite();
  useDocumentMeta();
  return (
    <>
      <ShopHeader />
      <article className="page narrow about">
        <h1>About {site.artistName}</h1>
        {descriptionParagraphs(site.about ?? '').map((text) => (
          <p key={text}>{text}</p>
        ))}
        <h2>Listen</h2>
        <p>
          Every release, with links to your favourite platform, is in the{' '}
          <Link to={paths.discography}>discography</Link>.
        </p>
        <h2>See it live</h2>
        <p>
          Every show, with its ticket link, is on the <Link to={paths.tour}>tour page</Link>.
        </p>
        <h2>Wear it</h2>
        <p>
          Tour tees, hoodies and accessories are in the <Link to={paths.store}>official shop</Link>, printed
          in small runs and shipped across Nigeria.
        </p>
        <Contact site={site} />
      </article>
    </>
  );
}

/** Platforms where a fan can send the team a message; About names them in the footer's order. */
const MESSAGE_PLATFORMS: readonly SocialPlatform[] = ['Instagram', 'X', 'Facebook', 'TikTok'];

/**
 * Whom to write to: the contact email and the message platforms the artist has linked, and only
 * those; with neither, no Contact section at all rather than a promise of a way that is not there.
 */
function Contact({ site }: { site: SiteSettings }) {
  const platforms = site.socialLinks.filter((link) => link.url && MESSAGE_PLATFORMS.includes(link.platform));
  if (!site.contactEmail && platforms.length === 0) return null;
  const links = platforms.map((link, index) => (
    <Fragment key={link.platform}>
      {index === 0 ? '' : index === platforms.length - 1 ? ' or ' : ', '}
      <a href={link.url} target="_blank" rel="noreferrer">
        {link.platform}
      </a>
    </Fragment>
  ));
  return (
    <>
      <h2>Contact</h2>
      {site.contactEmail ? (
        <p>
          For bookings and press, write to <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>.
          {platforms.length > 0 && <> Or send the team a message on {links}.</>}
        </p>
      ) : (
        <p>For bookings and press, send the team a message on {links}.</p>
      )}
    </>
  );
}
