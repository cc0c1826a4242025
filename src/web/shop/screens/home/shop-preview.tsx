import { Link } from 'react-router';
import { latestThree, type Product } from '../../../../domain/catalog/catalog';
import { ComingSoonBadge, DropDate, useComingSoon } from '../../../components/drop';
import { Spinner } from '../../../components/loading-screen';
import { Price } from '../../../components/price';
import { ProductImage } from '../../../components/product-image';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { paths } from '../../../paths';
import { SwipeSlider } from './swipe-slider';

/** A product as the shop's card shows it: a drop still to come has its date, not a price. */
function PreviewItem({ product }: { product: Product }) {
  const { comingSoon } = useComingSoon(product);
  return (
    <article className="preview-item">
      <div className="preview-item-media">
        <ProductImage url={product.imageUrls[0]} alt={product.name} sizes="(max-width: 768px) 80vw, 30vw" />
        {comingSoon && <ComingSoonBadge />}
      </div>
      <h3>{product.name}</h3>
      {comingSoon && product.liveAt ? (
        <DropDate liveAt={product.liveAt} className="price drop-when" />
      ) : (
        <Price kobo={product.price} />
      )}
      <Link
        className="button button-accent"
        to={paths.product(product.id)}
        aria-label={`shop now: ${product.name}`}
      >
        shop now
      </Link>
    </article>
  );
}

type Props = { products: Product[]; loading: boolean; error: string | null; retry(): void };

/** The three newest products: a swipeable slider on a phone, a row on a desktop; none, no section. */
export function ShopPreview({ products, loading, error, retry }: Props) {
  const isMobile = useIsMobile();
  const latest = latestThree(products);
  // A shop with nothing on sale yet has no shop section: a heading over only its button says nothing.
  if (latest.length === 0 && !loading && !error) return null;
  let body: React.ReactNode;
  if (latest.length === 0 && loading) body = <Spinner label="Loading products" />;
  else if (latest.length === 0 && error)
    body = (
      <p className="notice">
        The shop could not be reached just now.{' '}
        <button type="button" className="link-button" onClick={retry}>
          Try again
        </button>
      </p>
    );
  else if (isMobile)
    body = (
      <SwipeSlider
        label="Latest products"
        items={latest.map((product) => ({
          key: product.id,
          name: product.name,
          content: <PreviewItem product={product} />,
        }))}
      />
    );
  else
    body = (
      <div className="preview-row">
        {latest.map((product) => (
          <PreviewItem key={product.id} product={product} />
        ))}
      </div>
    );

  return (
    <section className="home-section shop-preview" aria-labelledby="shop-preview-title">
      <h2 id="shop-preview-title">official shop</h2>
      {body}
      <Link className="button" to={paths.store}>
        explore shop
      </Link>
    </section>
  );
}
