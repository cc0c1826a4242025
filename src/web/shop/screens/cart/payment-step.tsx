import { type FormEvent, type Ref, useEffect, useRef, useState } from 'react';
import { isOnlinePayment, type PaymentMethod, type PaymentOption } from '../../../../domain/orders/order';
import { PAGES } from '../../../../domain/pages/pages';
import { formatNaira } from '../../../../domain/shared/money';
import { Spinner } from '../../../components/loading-screen';
import { useLoad } from '../../../hooks/use-load';
import { refreshProducts } from '../../features/catalog/use-catalog';
import { useCheckoutTotal } from '../../features/checkout/discount-store';
import { fetchPaymentOptions } from '../../features/checkout/order-api';
import type { Checkout } from '../../features/checkout/use-checkout';
import { usePlaceOrder } from '../../features/checkout/use-place-order';

/** Step 2: the ways this shop takes money, and the button that places the order. */
export function PaymentStep({
  checkout,
  headingRef,
}: {
  checkout: Checkout;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const [options, setOptions] = useState<PaymentOption[]>([]);
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const load = useLoad(async () => {
    const loaded = await fetchPaymentOptions();
    setOptions(loaded);
    setChosen((current) => current ?? loaded[0]?.method ?? null);
  }, 'Payment options could not load');
  const { place, placing, error } = usePlaceOrder(checkout, refreshProducts);
  const { total } = useCheckoutTotal(checkout);
  const alert = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (error) alert.current?.focus();
  }, [error]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen && !placing) void place(chosen);
  }

  const online = chosen !== null && isOnlinePayment(chosen);
  return (
    <form className="checkout-form" onSubmit={submit} aria-labelledby="payment-title" noValidate>
      <h2 id="payment-title" ref={headingRef} tabIndex={-1}>
        Payment
      </h2>
      {load.status === 'loading' && <Spinner label="Loading payment options" />}
      {load.status === 'error' && (
        <div className="notice notice-warning" role="alert">
          <p>We could not load the payment options. {load.error}</p>
          <button type="button" className="button button-outline" onClick={load.retry}>
            Try again
          </button>
        </div>
      )}
      {load.status === 'ready' && (
        <fieldset className="methods">
          <legend className="visually-hidden">Payment method</legend>
          {options.map((option) => (
            <label key={option.method} className="method method-payment">
              <input
                type="radio"
                name="payment"
                value={option.method}
                checked={chosen === option.method}
                onChange={() => setChosen(option.method)}
              />
              <span className="method-name">{option.label}</span>
              {option.instructions && chosen === option.method && (
                <span className="method-detail">{option.instructions}</span>
              )}
            </label>
          ))}
        </fieldset>
      )}
      {error && (
        <div ref={alert} className="error-summary" role="alert" tabIndex={-1}>
          <p>Your order was not placed.</p>
          <p className="error-text">{error}</p>
        </div>
      )}
      {/* In a new tab, so reading them never loses the shopper's place in the checkout. */}
      <p className="order-terms">
        By placing this order you agree to the{' '}
        <a href={PAGES.terms.pattern} target="_blank" rel="noopener">
          Terms
        </a>{' '}
        and the{' '}
        <a href={PAGES.returns.pattern} target="_blank" rel="noopener">
          Returns &amp; refunds
        </a>{' '}
        policy.
      </p>
      <div className="step-actions">
        <button type="button" className="link-button" disabled={placing} onClick={() => checkout.setStep(1)}>
          Back to shipping
        </button>
        {placing ? (
          <Spinner label={online ? 'Taking you to the payment page' : 'Placing your order'} />
        ) : (
          <button type="submit" className="button button-accent" disabled={!chosen}>
            {online ? `Pay ${formatNaira(total)}` : 'Place order'}
          </button>
        )}
      </div>
    </form>
  );
}
