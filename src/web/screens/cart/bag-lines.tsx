import { Link } from 'react-router';
import { LineItem } from '../../components/line-item';
import { paths } from '../../paths';
import { useCartStore } from '../../store/cart-store';

/** Each line with its photo, name, colour, size, quantity and price; 'Remove' deletes the whole line. */
export function BagLines() {
  const bag = useCartStore((state) => state.bag);
  const removeLine = useCartStore((state) => state.removeLine);
  return (
    <ul className="bag-lines" aria-label="Items in your bag">
      {bag.map((line) => (
        <LineItem
          key={`${line.product.id}|${line.color}|${line.size}`}
          imageUrl={line.product.imageUrls[0]}
          name={
            <Link to={paths.product(line.product.id)} className="bag-line-name">
              {line.product.name}
            </Link>
          }
          color={line.color}
          size={line.size}
          quantity={line.quantity}
          kobo={line.product.price * line.quantity}
        >
          <button
            type="button"
            className="link-button"
            aria-label={`Remove ${line.product.name} (${line.color}, ${line.size})`}
            onClick={() => removeLine(line.product.id, line.color, line.size)}
          >
            Remove
          </button>
        </LineItem>
      ))}
    </ul>
  );
}
