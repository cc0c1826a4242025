import { useState } from 'react';
import { Price } from '../../components/price';
import { Totals } from '../../components/totals';
import type { Checkout } from '../../features/checkout/use-checkout';
import { useIsMobile } from '../../hooks/use-is-mobile';
import { BagLines } from './bag-lines';

function deliveryText(checkout: Checkout) {
  if (checkout.step === 0) return <span className="muted">Calculated at the next step</span>;
  if (checkout.method === 'pickup') return <span>Free</span>;
  if (checkout.deliveryFee === null) return <span className="muted">Not available yet</span>;
  return <Price kobo={checkout.deliveryFee} />;
}

/**
 * The bag, subtotal, delivery and total. On a phone it starts collapsed and opens on a tap; once
 * past the first step the tap is ignored, as the specification says.
 */
export function OrderSummary({ checkout }: { checkout: Checkout }) {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const expanded = !isMobile || open;
  const total = checkout.subtotal + (checkout.deliveryFee ?? 0);
  return (
    <aside className="order-summary" aria-label="Order summary">
      {isMobile && (
        <button
          type="button"
          className="summary-toggle"
          aria-expanded={open}
          aria-controls="order-summary-body"
          onClick={() => {
            if (checkout.step === 0) setOpen((value) => !value);
          }}
        >
          <span>{open ? 'Hide order summary' : 'Show order summary'}</span>
          <Price kobo={total} />
        </button>
      )}
      <div id="order-summary-body" hidden={!expanded}>
        <BagLines />
        <Totals subtotal={checkout.subtotal} delivery={deliveryText(checkout)} total={total} />
      </div>
    </aside>
  );
}
