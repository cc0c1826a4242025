import { Link } from 'react-router';
import { PAGES } from '../../../domain/pages';
import { descriptionParagraphs } from '../../../domain/product-text';
import { useDocumentMeta } from '../../components/document-meta';
import { SiteHeader } from '../../components/site-header';
import { useSite } from '../../content/content';
import { paths } from '../../paths';

export default function AboutScreen() {
  const site = useSite();
  useDocumentMeta({ title: PAGES.about.title, canonicalPath: PAGES.about.pattern });
  return (
    <>
      <SiteHeader />
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
        <h2>Wear it</h2>
        <p>
          Tour tees, hoodies and accessories are in the <Link to={paths.store}>official shop</Link>, printed
          in small runs and shipped across Nigeria.
        </p>
        <h2>Contact</h2>
        {site.contactEmail ? (
          <p>
            For bookings and press, write to <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>.
          </p>
        ) : (
          <p>For bookings and press, write to the management team through the platforms in the footer.</p>
        )}
      </article>
    </>
  );
}
