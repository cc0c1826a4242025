import { Link, useLocation } from 'react-router';
import { matchPage, PAGES } from '../../../../domain/pages/pages';
import { POLICY_SLUGS, type PolicySlug } from '../../../../domain/policies/policies';
import { useDocumentMeta } from '../../../components/document-meta';
import { usePolicy } from '../../features/policies/use-policy';
import { ShopHeader } from '../../shop-header';
import NotFoundScreen from '../not-found/not-found-screen';

/** Shipping, Returns & refunds, Privacy, Terms and FAQ & contact: one screen, the page by its address. */
export default function PolicyScreen() {
  const id = matchPage(useLocation().pathname)?.id;
  const slug = POLICY_SLUGS.find((known) => known === id);
  return slug ? <Policy slug={slug} /> : <NotFoundScreen />;
}

function Policy({ slug }: { slug: PolicySlug }) {
  const page = usePolicy(slug);
  useDocumentMeta({ title: page.title });
  return (
    <>
      <ShopHeader />
      <article className="page narrow policy">
        <h1>{page.title}</h1>
        {/* Drawn from staff's markdown and made safe by the server (sanitize-html), never here. */}
        <div className="policy-text" dangerouslySetInnerHTML={{ __html: page.html }} />
        <nav aria-label="More about the shop" className="policy-more">
          <ul>
            {POLICY_SLUGS.filter((other) => other !== slug).map((other) => (
              <li key={other}>
                <Link to={PAGES[other].pattern}>{PAGES[other].title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </article>
    </>
  );
}
