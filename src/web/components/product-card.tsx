import { Link } from 'react-router';
import type { Product } from '../../domain/catalog/catalog';
import { paths } from '../paths';
import { ComingSoonBadge, DropDate, useComingSoon } from './drop';
import { Price } from './price';
import { ProductImage } from './product-image';

export function ProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  const { comingSoon } = useComingSoon(product);
  const soldOut = !comingSoon && product.quantity === 0;
  return (
    <article className="product-card">
      <Link to={paths.product(product.id)} className="product-card-link">
        <div className="product-card-media">
          {/* The name is the link's text just below; the photo would only repeat it. */}
          <ProductImage
            url={product.imageUrls[0]}
            alt=""
            sizes="(max-width: 768px) 50vw, 25vw"
            priority={priority}
          />
          {soldOut && <span className="badge">Sold out</span>}
          {comingSoon && <ComingSoonBadge />}
        </div>
        <h3 className="product-card-name">{product.name}</h3>
      </Link>
      {comingSoon && product.liveAt ? (
        <DropDate liveAt={product.liveAt} className="price drop-when" />
      ) : (
        <Price kobo={product.price} />
      )}
    </article>
  );
}
