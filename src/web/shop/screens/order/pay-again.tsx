import { useEffect, useState } from 'react';
import {
  isOnlinePayment,
  PAYMENT_METHOD_LABELS,
  type PaymentOption,
  type PublicOrder,
} from '../../../../domain/orders/order';
import { fetchPaymentOptions } from '../../features/checkout/order-api';
import { payAgain } from '../../features/orders/order-api';

/**
 * For a shopper who left the payment provider's page without paying: the order and its items are
 * still theirs for a while. They pay again (a fresh payment, the provider's page again), or choose
 * another way the shop offers, and the page shows the order as it then stands.
 */
export function PayAgain({
  order,
  orderKey,
  onChanged,
}: {
  order: PublicOrder;
  orderKey: string;
  onChanged(order: PublicOrder): void;
}) {
  const [options, setOptions] = useState<PaymentOption[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    fetchPaymentOptions().then(setOptions, () => setOptions([]));
  }, []);
  const others = options.filter((option) => !isOnlinePayment(option.method));

  async function pay(option: PaymentOption['method']) {
    setBusy(true);
    setError(null);
    try {
      const result = await payAgain(order.number, orderKey, option);
      if (result.paymentUrl) {
        window.location.assign(result.paymentUrl);
        return;
      }
      onChanged(result.order);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
    setBusy(false);
  }

  return (
    <section className="pay-again" aria-labelledby="pay-again-title">
      <h2 id="pay-again-title">Didn’t finish paying?</h2>
      <p>Your items are held for you for a little while. Pay now, or choose another way to pay.</p>
      <p className="actions">
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => void pay(order.paymentMethod)}
        >
          Complete payment
        </button>
        {others.map((option) => (
          <button
            key={option.method}
            type="button"
            className="button button-outline"
            disabled={busy}
            onClick={() => void pay(option.method)}
          >
            {PAYMENT_METHOD_LABELS[option.method]} instead
          </button>
        ))}
      </p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
