import { productsByCollection } from '../../../../domain/catalog/catalog';
import { useDocumentMeta } from '../../../components/document-meta';
import { Spinner } from '../../../components/loading-screen';
import { ProductCard } from '../../../components/product-card';
import { useShopCatalog } from '../../features/catalog/use-catalog';
import { ShopHeader } from '../../shop-header';

export default function StoreScreen() {
  useDocumentMeta();
  const { products, collections, status, retry } = useShopCatalog();
  const groups = productsByCollection(products, collections);
  let body: React.ReactNode;
  if (groups.length === 0 && status === 'loading') body = <Spinner label="Loading the shop" />;
  else if (groups.length === 0 && status === 'error')
    body = (
      <p className="notice" role="alert">
        The shop could not be reached just now.{' '}
        <button type="button" className="link-button" onClick={retry}>
          Try again
        </button>
      </p>
    );
  else if (groups.length === 0) body = <p className="notice">New merch is on its way. Check back soon.</p>;
  else
    body = groups.map((group, groupIndex) => (
      <section key={group.key} className="collection" aria-labelledby={`collection-${group.key}`}>
        <h2 id={`collection-${group.key}`}>{group.name}</h2>
        <div className="product-grid">
          {group.products.map((product, index) => (
            <ProductCard key={product.id} product={product} priority={groupIndex === 0 && index < 2} />
          ))}
        </div>
      </section>
    ));
  return (
    <>
      <ShopHeader />
      <div className="page store">
        <h1>Official Shop</h1>
        {body}
      </div>
    </>
  );
}
