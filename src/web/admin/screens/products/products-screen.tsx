import { Link } from 'react-router';
import { isComingSoon, type Product } from '../../../../domain/catalog/catalog';
import { smallImageUrl } from '../../../../domain/shared/media';
import { useDocumentMeta } from '../../../components/document-meta';
import { Price } from '../../../components/price';
import { paths } from '../../../paths';
import { formatWhen } from '../../../when';
import { ListStates } from '../../components/list-states';
import { RowActions } from '../../components/row-actions';
import { productsApi } from '../../features/products/products-api';
import { useAdminList } from '../../hooks/use-admin-list';

export default function AdminProductsScreen() {
  useDocumentMeta();
  const list = useAdminList<Product>({
    load: productsApi.products,
    remove: productsApi.deleteProduct,
    confirmText: 'Are you sure you want to delete this product?',
    failurePrefix: { load: 'Failed to retrieve products', remove: 'Failed to delete product' },
  });
  return (
    <section className="admin-page">
      <div className="admin-title">
        <h1>Products</h1>
        <Link className="button button-accent" to={paths.admin.newProduct}>
          New Product
        </Link>
      </div>
      {list.error && (
        <p className="notice notice-warning" role="alert">
          Failed to delete product: {list.error}
        </p>
      )}
      <ListStates {...list} count={list.items.length} empty="No products found." />
      {list.items.length > 0 && (
        <ul className="admin-rows" aria-label="Products">
          {list.items.map((product) => {
            const image = product.imageUrls[0];
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
                    In Stock: {product.quantity}
                    {product.hidden
                      ? ' · Hidden'
                      : isComingSoon(product, Date.now())
                        ? ` · Coming soon, on sale ${formatWhen(product.liveAt ?? '')}`
                        : ''}
                  </span>
                </div>
                <Price kobo={product.price} />
                <RowActions
                  name={product.name}
                  editPath={paths.admin.editProduct(product.id)}
                  busy={list.removing === product.id}
                  onDelete={() => void list.remove(product.id)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
