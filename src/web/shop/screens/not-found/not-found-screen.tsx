import { Link, useLocation } from 'react-router';
import { useDocumentMeta } from '../../../components/document-meta';
import { paths } from '../../../paths';
import { ShopHeader } from '../../shop-header';

/** What to say of each kind of missing thing: a product can sell out for good, a page cannot. */
const REASONS: Record<string, string> = {
  page: 'The address may be mistyped, or the page may have moved.',
  release: 'The link may be mistyped, or the release may have moved.',
  product: 'It may have sold out for good, or the link may be mistyped.',
};

/** Not found, with the site header unless the screen it stands in for already shows one (a product's) or it is in the admin. */
export default function NotFoundScreen({
  what = 'page',
  header = true,
}: {
  what?: 'page' | 'release' | 'product';
  header?: boolean;
}) {
  useDocumentMeta({ notFound: true });
  const inAdmin = useLocation().pathname.startsWith('/admin');
  return (
    <>
      {header && !inAdmin && <ShopHeader />}
      <section className="page narrow not-found">
        <h1>We couldn’t find that {what}</h1>
        <p>{REASONS[what]}</p>
        <p className="actions">
          <Link className="button" to={paths.home}>
            Go home
          </Link>
          <Link className="button button-outline" to={paths.store}>
            Visit the shop
          </Link>
        </p>
      </section>
    </>
  );
}
