import type { Release } from '../../../../domain/content/releases';
import { ProductCard } from '../../../components/product-card';
import { useProducts } from '../../features/catalog/use-catalog';

/** The shop's merch made for the release, as the shop shows it; nothing while there is none. */
export function ReleaseMerch({ release }: { release: Release }) {
  const { products } = useProducts();
  const merch = products.filter((product) => product.release?.slug === release.slug);
  if (merch.length === 0) return null;
  return (
    <section className="page release-merch" aria-labelledby="merch-title">
      <h2 id="merch-title">Merch for {release.title}</h2>
      <div className="product-grid">
        {merch.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </div>
    </section>
  );
}
