import { Link } from 'react-router';
import { bagCount } from '../../../../domain/checkout/bag';
import { paths } from '../../../paths';
import { useCartStore } from '../../../state/cart-store';

/** The bag icon with how many items are in it; it leads to the checkout. */
export function BagLink({ className = 'bag-link' }: { className?: string }) {
  const count = useCartStore((state) => bagCount(state.bag));
  const label = count === 1 ? 'Bag, 1 item' : `Bag, ${count} items`;
  return (
    <Link to={paths.cart} className={className} aria-label={label}>
      <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
        <path
          d="M6 7h12l1 13H5L6 7Zm3 0V6a3 3 0 0 1 6 0v1"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      {count > 0 && (
        <span className="bag-count" aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  );
}
