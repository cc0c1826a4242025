import { type Ref, useEffect, useState } from 'react';
import {
  noDeliveryMessage,
  offersPickup,
  type PickupPoint,
  pickupOnlyMessage,
} from '../../../../domain/checkout/checkout';
import { formatNaira } from '../../../../domain/shared/money';
import { Spinner } from '../../../components/loading-screen';
import { fetchShopInfo } from '../../features/checkout/delivery-api';
import type { Checkout } from '../../features/checkout/use-checkout';

/** Step 1: standard delivery at the quoted price, or free pickup. A failed quote is said plainly. */
export function ShippingStep({
  checkout,
  headingRef,
}: {
  checkout: Checkout;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { quote, method, chooseMethod, retryQuote, continueToPayment, deliveryFee, positionError } = checkout;
  const [pickup, setPickup] = useState<PickupPoint | null>(null);
  useEffect(() => {
    // Without it the option still works; the confirmation page and email say where, too.
    fetchShopInfo().then(
      (info) => setPickup(info.pickup),
      () => setPickup(null),
    );
  }, []);
  // A shop with no pickup address offers delivery alone (decision 0066).
  const pickupOff = pickup !== null && !offersPickup(pickup);
  let shippingPrice: string;
  if (quote.status === 'ready') shippingPrice = formatNaira(quote.feeKobo);
  else if (quote.status === 'loading') shippingPrice = 'Getting a price…';
  else if (quote.status === 'pickup-only') shippingPrice = 'Not available';
  else shippingPrice = 'Price unavailable';

  return (
    <section className="checkout-form" aria-labelledby="shipping-title">
      <h2 id="shipping-title" ref={headingRef} tabIndex={-1}>
        Shipping method
      </h2>
      <fieldset className="methods">
        <legend className="visually-hidden">Shipping method</legend>
        <label className="method">
          <input
            type="radio"
            name="method"
            value="shipping"
            checked={method === 'shipping'}
            disabled={quote.status !== 'ready'}
            onChange={() => chooseMethod('shipping')}
          />
          <span className="method-name">Standard delivery</span>
          <span className="method-price">{shippingPrice}</span>
          {quote.status === 'ready' && quote.timeline && (
            <span className="method-detail">Delivery time: {quote.timeline}</span>
          )}
        </label>
        {!pickupOff && (
          <label className="method">
            <input
              type="radio"
              name="method"
              value="pickup"
              checked={method === 'pickup'}
              onChange={() => chooseMethod('pickup')}
            />
            <span className="method-name">Pickup</span>
            <span className="method-price">Free</span>
            {pickup && (
              <span className="method-detail">
                {pickup.address}
                <br />
                {pickup.hours}
              </span>
            )}
          </label>
        )}
      </fieldset>
      {quote.status === 'failed' && (
        <div className="notice notice-warning" role="alert">
          <p>{quote.message}</p>
          <button type="button" className="button button-outline" onClick={() => void retryQuote()}>
            Try again
          </button>
        </div>
      )}
      {quote.status === 'pickup-only' && (
        <p className="notice" role="status">
          {pickupOff ? noDeliveryMessage(checkout.form.state) : pickupOnlyMessage(checkout.form.state)}
        </p>
      )}
      {quote.status === 'loading' && <Spinner label="Getting a delivery price" />}
      {positionError && (
        <p className="hint">We could not read your location, so the price is estimated from your address.</p>
      )}
      <div className="step-actions">
        <button type="button" className="link-button" onClick={() => checkout.setStep(0)}>
          Back to contact
        </button>
        <button
          type="button"
          className="button button-accent"
          disabled={deliveryFee === null || (pickupOff && method === 'pickup')}
          onClick={continueToPayment}
        >
          Continue to payment
        </button>
      </div>
    </section>
  );
}
