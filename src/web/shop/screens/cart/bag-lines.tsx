import { Link } from 'react-router';
import { colorImageUrl, orderableQuantity, variantKey } from '../../../../domain/catalog/catalog';
import { LineItem } from '../../../components/line-item';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { paths } from '../../../paths';
import { useCartStore } from '../../../state/cart-store';

/**
 * Each line with its photo (of the colour chosen), name, colour, size, quantity and price. While the
 * bag can still change (the contact step), each line has − count + (never past the stock, never
 * under 1) and 'Remove', which deletes the whole line; once a delivery price is asked for, the lines
 * are read-only.
 */
export function BagLines({ editable = true }: { editable?: boolean }) {
  const bag = useCartStore((state) => state.bag);
  const addToBag = useCartStore((state) => state.addToBag);
  const removeFromBag = useCartStore((state) => state.removeFromBag);
  const removeLine = useCartStore((state) => state.removeLine);
  return (
    <ul className="bag-lines" aria-label="Items in your bag">
      {bag.map((line) => {
        const what = `${line.product.name} (${line.color}, ${line.size})`;
        return (
          <LineItem
            key={variantKey({ productId: line.product.id, color: line.color, size: line.size })}
            imageUrl={colorImageUrl(line.product, line.color)}
            name={
              <Link to={paths.product(line.product.id)} className="bag-line-name">
                {line.product.name}
              </Link>
            }
            color={line.color}
            size={line.size}
            // An editable line's count is its stepper's: said once.
            quantity={editable ? undefined : line.quantity}
            kobo={line.product.price * line.quantity}
          >
            {editable && (
              <div className="bag-line-actions">
                <QuantityStepper
                  quantity={line.quantity}
                  label={`Quantity of ${what}`}
                  lessLabel={`One less ${what}`}
                  moreLabel={`One more ${what}`}
                  canLess={line.quantity > 1}
                  canMore={line.quantity < orderableQuantity(line.product, line.color, line.size)}
                  onLess={() => removeFromBag(line.product, line.color, line.size)}
                  onMore={() => addToBag(line.product, line.color, line.size)}
                />
                <button
                  type="button"
                  className="link-button"
                  aria-label={`Remove ${what}`}
                  onClick={() => removeLine(line.product.id, line.color, line.size)}
                >
                  Remove
                </button>
              </div>
            )}
          </LineItem>
        );
      })}
    </ul>
  );
}
