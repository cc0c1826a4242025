import { Link } from 'react-router';
import { useDocumentMeta } from '../../components/document-meta';
import { SiteHeader } from '../../components/site-header';
import { useSite } from '../../content/content';
import { paths } from '../../paths';

export default function AboutScreen() {
  const site = useSite();
  useDocumentMeta({ title: 'About', canonicalPath: '/about' });
  return (
    <>
      <SiteHeader />
      <article className="page narrow about">
        <h1>About {site.artistName}</h1>
        <p>
          {site.artistName} makes warm, late-night Afro-soul out of Lagos: drum machines and talking drums,
          close harmonies, and songs about the city after dark.
        </p>
        <p>
          Since the first single in 2019 there have been three EPs, a run of singles and a sold-out Harmattan
          Tour. Everything on this site, from the music to the merch, comes straight from the team.
        </p>
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
        <p>For bookings and press, write to the management team through the platforms in the footer.</p>
      </article>
    </>
  );
}
