import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Product } from '../../../../domain/catalog/catalog';
import {
  nameMatches,
  PRODUCT_STATUS_LABELS,
  PRODUCT_STATUSES,
  type ProductStatus,
  productStatus,
} from '../../../../domain/catalog/product-status';
import { smallImageUrl } from '../../../../domain/shared/media';
import { useDocumentMeta } from '../../../components/document-meta';
import { Price } from '../../../components/price';
import { formatWhen } from '../../../when';
import { adminPaths } from '../../admin-paths';
import { ListStates } from '../../components/list-states';
import { RowActions } from '../../components/row-actions';
import { productsApi } from '../../features/products/products-api';
import { useAdminList } from '../../hooks/use-admin-list';
import { useArchive } from './use-archive';

/**
 * How many fans wait on each product's notify-me list, by product id. A list that fails to load
 * shows no counts rather than an error: the products are what the screen is for.
 */
function useWaitlistCounts(): ReadonlyMap<string, number> {
  const [counts, setCounts] = useState<ReadonlyMap<string, number>>(new Map());
  useEffect(() => {
    let live = true;
    productsApi.waitlistCounts().then(
      (answer) => {
        if (live) setCounts(new Map(answer.products.map((row) => [row.productId, row.waiting])));
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return counts;
}

function isStatus(value: string | null): value is ProductStatus {
  return (PRODUCT_STATUSES as readonly string[]).includes(value ?? '');
}

/**
 * Every product, found by its name and filtered by where it stands in the shop (the filter lives in
 * the URL). One that was ordered is archived, not deleted: the server refuses the delete and says so.
 */
export default function AdminProductsScreen() {
  useDocumentMeta();
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const statusParam = search.get('status');
  const status = isStatus(statusParam) ? statusParam : '';
  const update = (name: 'q' | 'status', value: string) => {
    const params = new URLSearchParams(search);
    if (value) params.set(name, value);
    else params.delete(name);
    setSearch(params, { replace: true });
  };
  const list = useAdminList<Product>({
    load: productsApi.products,
    remove: productsApi.deleteProduct,
    confirmText: 'Are you sure you want to delete this product?',
    failurePrefix: { load: 'Failed to retrieve products', remove: 'Failed to delete product' },
  });
  const archiving = useArchive(list.replace);
  const waiting = useWaitlistCounts();
  const now = Date.now();
  const shown = list.items.filter(
    (product) => nameMatches(product, q) && (!status || productStatus(product, now) === status),
  );
  return (
    <section className="admin-page">
      <div className="admin-title">
        <h1>Products</h1>
        <Link className="button button-accent" to={adminPaths.newProduct}>
          New Product
        </Link>
      </div>
      {list.error && (
        <p className="notice notice-warning" role="alert">
          Failed to delete product: {list.error}
        </p>
      )}
      {archiving.error && (
        <p className="notice notice-warning" role="alert">
          {archiving.error}
        </p>
      )}
      <form className="order-filters" aria-label="Find products" onSubmit={(event) => event.preventDefault()}>
        <label className="field">
          <span>Status</span>
          <select value={status} onChange={(event) => update('status', event.target.value)}>
            <option value="">All products</option>
            {PRODUCT_STATUSES.map((name) => (
              <option key={name} value={name}>
                {PRODUCT_STATUS_LABELS[name]}
              </option>
            ))}
          </select>
        </label>
        <label className="field order-search">
          <span>Name</span>
          <input type="search" value={q} onChange={(event) => update('q', event.target.value)} />
        </label>
      </form>
      <ListStates
        {...list}
        count={shown.length}
        empty={list.items.length > 0 ? 'No products match.' : 'No products found.'}
      />
      {shown.length > 0 && (
        <ul className="admin-rows" aria-label="Products">
          {shown.map((product) => {
            const image = product.imageUrls[0];
            const standing = productStatus(product, now);
            const fans = waiting.get(product.id) ?? 0;
            return (
              <li key={product.id} className="admin-row">
                {image ? (
                  <img src={smallImageUrl(image)} alt="" width="56" height="70" loading="lazy" />
                ) : (
                  <span className="image-fallback admin-thumb" aria-hidden="true">
                    ♪
                  </span>
                )}
                <div className="admin-row-main">
                  <span className="admin-row-name">{product.name}</span>
                  <span className="admin-row-meta">
                    In Stock: {product.quantity} · {PRODUCT_STATUS_LABELS[standing]}
                    {standing === 'scheduled' ? `, on sale ${formatWhen(product.liveAt ?? '')}` : ''}
                    {fans > 0 && (
                      <>
                        {' · '}
                        <Link
                          to={`${adminPaths.newBroadcast}?waitlist=${encodeURIComponent(product.id)}`}
                          aria-label={`Waitlist: ${fans}, message the waitlist for ${product.name}`}
                        >
                          Waitlist: {fans}
                        </Link>
                      </>
                    )}
                  </span>
                </div>
                <Price kobo={product.price} />
                <RowActions
                  name={product.name}
                  editPath={adminPaths.editProduct(product.id)}
                  busy={list.removing === product.id}
                  onDelete={() => void list.remove(product.id)}
                >
                  <button
                    type="button"
                    className="button button-outline button-small"
                    aria-label={`${product.archived ? 'Restore' : 'Archive'} ${product.name}`}
                    disabled={archiving.busy === product.id}
                    onClick={() => (product.archived ? archiving.restore : archiving.archive)(product)}
                  >
                    {product.archived ? 'Restore' : 'Archive'}
                  </button>
                </RowActions>
              </li>
            );
          })}
        </ul>
      )}
      {list.dialog}
      {archiving.dialog}
    </section>
  );
}
