import { Link } from 'react-router';
import { useDocumentMeta } from '../../components/document-meta';
import { paths } from '../../paths';

export default function NotFoundScreen({ what = 'page' }: { what?: string }) {
  useDocumentMeta({ title: 'Not found' });
  return (
    <section className="page narrow not-found">
      <h1>We couldn’t find that {what}</h1>
      <p>It may have moved, sold out for good, or never existed.</p>
      <p className="actions">
        <Link className="button" to={paths.home}>
          Go home
        </Link>
        <Link className="button button-outline" to={paths.store}>
          Visit the shop
        </Link>
      </p>
    </section>
  );
}
