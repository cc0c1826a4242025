import { useLocation } from 'react-router';
import { matchPage } from '../../../../domain/pages/pages';
import { POLICY_SLUGS, type PolicySlug } from '../../../../domain/policies/policies';
import { useDocumentMeta } from '../../../components/document-meta';
import { usePolicy } from '../../features/policies/use-policy';
import { ShopHeader } from '../../shop-header';
import NotFoundScreen from '../not-found/not-found-screen';

/**
 * Shipping, Returns & refunds, Privacy, Terms and FAQ & contact: one screen, the page by its address.
 * Each table of the text scrolls in a region of its own, which the server draws (render-markdown.ts).
 * The other pages are the footer's row, right below the text: they are not listed twice.
 */
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
      </article>
    </>
  );
}
