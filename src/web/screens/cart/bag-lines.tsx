import { Link } from 'react-router';
import { smallImageUrl } from '../../../domain/media';
import { Price } from '../../components/price';
import { paths } from '../../paths';
import { useCartStore } from '../../store/cart-store';

/** Each line with its photo, name, colour, size, quantity and price; 'Remove' deletes the whole line. */
export function BagLines() {
  const bag = useCartStore((state) => state.bag);
  const removeLine = useCartStore((state) => state.removeLine);
  return (
    <ul className="bag-lines" aria-label="Items in your bag">
      {bag.map((line) => {
        const image = line.product.imageUrls[0];
        return (
          <li key={`${line.product.id}|${line.color}|${line.size}`} className="bag-line">
            {image ? (
              <img
                className="bag-line-image"
                src={smallImageUrl(image)}
                alt=""
                width="80"
                height="100"
                loading="lazy"
              />
            ) : (
              <span className="image-fallback" />
            )}
            <div className="bag-line-info">
              <Link to={paths.product(line.product.id)} className="bag-line-name">
                {line.product.name}
              </Link>
              <span className="bag-line-variant">
                {line.color} · {line.size} · Qty {line.quantity}
              </span>
              <button
                type="button"
                className="link-button"
                aria-label={`Remove ${line.product.name} (${line.color}, ${line.size})`}
                onClick={() => removeLine(line.product.id, line.color, line.size)}
              >
                Remove
              </button>
            </div>
            <Price kobo={line.product.price * line.quantity} />
          </li>
        );
      })}
    </ul>
  );
}
