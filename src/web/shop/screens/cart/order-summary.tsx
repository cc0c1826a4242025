import { lazy, Suspense, useState } from 'react';
import { Price } from '../../../components/price';
import { Totals } from '../../../components/totals';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { useCheckoutTotal } from '../../features/checkout/discount-store';
import type { Checkout } from '../../features/checkout/use-checkout';
import { BagLines } from './bag-lines';

/** The code field, with its own code: it loads beside the checkout, not with it. */
export const DiscountField = lazy(() => import('../../features/checkout/discount-field'));

function deliveryText(checkout: Checkout, freeByCode: string | null) {
  if (checkout.step === 0) return <span className="muted">Calculated at the next step</span>;
  if (checkout.method === 'pickup') return <span>Free</span>;
  if (checkout.deliveryFee === null) return <span className="muted">Not available yet</span>;
  if (freeByCode) return <span>Free ({freeByCode})</span>;
  return <Price kobo={checkout.deliveryFee} />;
}

/**
 * The bag, subtotal, delivery and total. On a phone it starts collapsed and opens on a tap. Past
 * the first step the specification ignores the tap; rather than a button that does nothing, the
 * summary is then shown open and read-only, so the shopper reviews it before placing the order.
 */
export function OrderSummary({ checkout }: { checkout: Checkout }) {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const pastContact = checkout.step > 0;
  const expanded = !isMobile || open || pastContact;
  const { applied, total } = useCheckoutTotal(checkout);
  return (
    <aside className="order-summary" aria-label="Order summary">
      {isMobile && pastContact && (
        <h2 className="summary-toggle summary-heading">
          <span>Order summary</span>
          <Price kobo={total} />
        </h2>
      )}
      {isMobile && !pastContact && (
        <button
          type="button"
          className="summary-toggle"
          aria-expanded={open}
          aria-controls="order-summary-body"
          onClick={() => setOpen((value) => !value)}
        >
          <span className="summary-toggle-label">
            {open ? 'Hide order summary' : 'Show order summary'}
            {/* A disclosure arrow: down while closed, up while open. */}
            <svg className="summary-arrow" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <path d="M3.5 6 8 10.5 12.5 6" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </span>
          <Price kobo={total} />
        </button>
      )}
      <div id="order-summary-body" hidden={!expanded}>
        <BagLines editable={!pastContact} />
        {/* On a phone the code is entered in the contact step: the summary is closed there. */}
        {!isMobile && (
          <Suspense fallback={null}>
            <DiscountField deliveryFee={checkout.deliveryFee} />
          </Suspense>
        )}
        <Totals
          subtotal={checkout.subtotal}
          discount={applied && { code: applied.code, kobo: applied.discountKobo }}
          delivery={deliveryText(checkout, applied?.freeDelivery ? applied.code : null)}
          total={total}
        />
      </div>
    </aside>
  );
}
