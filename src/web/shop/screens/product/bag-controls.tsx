import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { orderableQuantity, type Product } from '../../../../domain/catalog/catalog';
import { findLine } from '../../../../domain/checkout/bag';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { paths } from '../../../paths';
import { useCartStore } from '../../../state/cart-store';

const SELECT_OPTIONS_MESSAGE = 'Please select a color and size.';

type Props = { product: Product; color: string | null; size: string | null };

/**
 * 'ADD TO BAG' until the chosen variant is in the bag; then − count + and 'GO TO BAG'. A variant with
 * nothing left has the button disabled and saying so: 'Out of stock'. Never more than the variant's
 * stock, nor the product's per-order limit.
 */
export function BagControls({ product, color, size }: Props) {
  const line = useCartStore((state) =>
    color && size ? findLine(state.bag, product.id, color, size) : undefined,
  );
  const addToBag = useCartStore((state) => state.addToBag);
  const removeFromBag = useCartStore((state) => state.removeFromBag);
  const chosen = Boolean(color && size);
  const stock = color && size ? orderableQuantity(product, color, size) : 0;
  const inBag = Boolean(line && color && size);
  // Set by a tap without a colour or size: the specification's message then shows under the button
  // (announced, not a browser dialog), until both are chosen.
  const [askedToChoose, setAskedToChoose] = useState(false);
  // The control used is replaced by another (ADD TO BAG by the stepper and GO TO BAG, and back when
  // "One less" empties the line): focus moves to its replacement instead of falling to the page.
  // After adding, that is GO TO BAG, the usual next step: always enabled (the + is not when the
  // last one was taken), and a second Enter does not add a second item by mistake.
  const replaced = useRef(false);
  const goToBag = useRef<HTMLAnchorElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!replaced.current) return;
    replaced.current = false;
    (inBag ? goToBag : addButton).current?.focus();
  }, [inBag]);

  if (line && color && size) {
    return (
      <div className="bag-controls">
        <QuantityStepper
          quantity={line.quantity}
          label="Quantity in bag"
          canMore={line.quantity < stock}
          onLess={() => {
            replaced.current = line.quantity === 1;
            removeFromBag(product, color, size);
          }}
          onMore={() => addToBag(product, color, size)}
        />
        <Link ref={goToBag} className="button button-accent" to={paths.cart}>
          GO TO BAG
        </Link>
      </div>
    );
  }

  const soldOut = chosen && stock === 0;
  return (
    <div className="bag-controls">
      <button
        ref={addButton}
        type="button"
        className="button button-accent add-to-bag"
        // Shown as disabled until a colour and size are chosen, yet still answers a tap with what is missing.
        aria-disabled={!chosen}
        disabled={soldOut}
        onClick={() => {
          if (!color || !size) {
            setAskedToChoose(true);
            return;
          }
          replaced.current = true;
          addToBag(product, color, size);
        }}
      >
        {soldOut ? 'Out of stock' : 'ADD TO BAG'}
      </button>
      {askedToChoose && !chosen && (
        <p className="bag-controls-message" role="alert">
          {SELECT_OPTIONS_MESSAGE}
        </p>
      )}
    </div>
  );
}
