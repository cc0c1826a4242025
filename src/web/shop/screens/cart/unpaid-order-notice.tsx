import { useEffect, useState } from 'react';
import { variantKey } from '../../../../domain/catalog/catalog';
import { isOnlinePayment, type PublicOrder } from '../../../../domain/orders/order';
import { ApiError } from '../../../api-client';
import { type UnpaidOrder, useCartStore } from '../../../state/cart-store';
import { refreshProducts } from '../../features/catalog/use-catalog';
import { fetchOrder, payAgain, releaseOrder } from '../../features/orders/order-api';

function waiting(order: PublicOrder): boolean {
  return order.status === 'awaiting_payment' && isOnlinePayment(order.paymentMethod);
}

/**
 * The bag of a shopper back from the payment provider without paying: the items their own order
 * holds are theirs, not sold out. They complete the payment, or let the order go and change the
 * bag: the server cancels it (against the key this browser holds), the items go back on sale and
 * the bag keeps its lines. An order that no longer waits (paid, expired, paid another way) is
 * forgotten, and the bag is brought up to date with the shop without it.
 */
export function UnpaidOrderNotice({ unpaid }: { unpaid: UnpaidOrder }) {
  const [order, setOrder] = useState<PublicOrder | null>(null);
  const [released, setReleased] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function forget(current: PublicOrder | null) {
    const { deliveryDetails, setUnpaidOrder, clearBag } = useCartStore.getState();
    setUnpaidOrder(null);
    // Paid after all: the bag is done with, as the order's page would have it.
    if (current?.paymentConfirmed && deliveryDetails.orderNumber === current.number) clearBag();
    refreshProducts();
  }

  useEffect(() => {
    fetchOrder(unpaid.number, unpaid.key).then(
      (current) => (waiting(current) ? setOrder(current) : forget(current)),
      // Not found is not this browser's any more; a failed connection changes nothing.
      (failure) => failure instanceof ApiError && failure.status === 404 && forget(null),
    );
  }, [unpaid]);

  async function act(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
    setBusy(false);
  }

  const completePayment = (current: PublicOrder) =>
    act(async () => {
      const { paymentUrl } = await payAgain(current.number, unpaid.key, current.paymentMethod);
      if (paymentUrl) window.location.assign(paymentUrl);
    });

  const release = (current: PublicOrder) =>
    act(async () => {
      await releaseOrder(current.number, unpaid.key);
      setReleased(true);
      forget(null);
    });

  if (released)
    return (
      <p className="notice" role="status">
        Released: the items are back on sale, and still in your bag to change or check out.
      </p>
    );
  if (!order) return null;
  return (
    <section className="notice notice-warning unpaid-order" aria-labelledby="unpaid-order-title">
      <h2 id="unpaid-order-title">You have an unpaid order for these items</h2>
      <p>Order {order.number} holds them for you for a little while, until it is paid or released:</p>
      <ul>
        {order.lines.map((line) => (
          <li key={variantKey(line)}>
            {line.quantity} × {line.name} ({line.color}, {line.size})
          </li>
        ))}
      </ul>
      <p className="actions">
        <button type="button" className="button" disabled={busy} onClick={() => void completePayment(order)}>
          Complete payment
        </button>
        <button
          type="button"
          className="button button-outline"
          disabled={busy}
          onClick={() => void release(order)}
        >
          Release them and change my bag
        </button>
      </p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
