import { Link } from 'react-router';
import { findLine } from '../../../domain/bag';
import { orderableQuantity, type Product } from '../../../domain/catalog';
import { QuantityStepper } from '../../components/quantity-stepper';
import { paths } from '../../paths';
import { useCartStore } from '../../store/cart-store';

export const SELECT_OPTIONS_MESSAGE = 'Please select a color and size.';

type Props = { product: Product; color: string | null; size: string | null };

/**
 * 'ADD TO BAG' until the chosen variant is in the bag; then − count + and 'GO TO BAG'.
 * Never more than the variant's stock, nor the product's per-order limit.
 */
export function BagControls({ product, color, size }: Props) {
  const line = useCartStore((state) =>
    color && size ? findLine(state.bag, product.id, color, size) : undefined,
  );
  const addToBag = useCartStore((state) => state.addToBag);
  const removeFromBag = useCartStore((state) => state.removeFromBag);
  const chosen = Boolean(color && size);
  const stock = color && size ? orderableQuantity(product, color, size) : 0;

  if (line && color && size) {
    return (
      <div className="bag-controls">
        <QuantityStepper
          quantity={line.quantity}
          label="Quantity in bag"
          canMore={line.quantity < stock}
          onLess={() => removeFromBag(product, color, size)}
          onMore={() => addToBag(product, color, size)}
        />
        <Link className="button button-accent" to={paths.cart}>
          GO TO BAG
        </Link>
      </div>
    );
  }

  return (
    <div className="bag-controls">
      <button
        type="button"
        className="button button-accent add-to-bag"
        // Shown as disabled until a colour and size are chosen, yet still answers a tap with what is missing.
        aria-disabled={!chosen}
        disabled={chosen && stock === 0}
        onClick={() => {
          if (!color || !size) {
            window.alert(SELECT_OPTIONS_MESSAGE);
            return;
          }
          addToBag(product, color, size);
        }}
      >
        ADD TO BAG
      </button>
    </div>
  );
}
