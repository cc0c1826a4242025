import type { ReactNode } from 'react';
import { Price } from './price';

/** Subtotal, delivery and total, as the checkout, the confirmation page and the admin show them. */
export function Totals({
  subtotal,
  delivery,
  total,
}: {
  subtotal: number;
  delivery: ReactNode;
  total: number;
}) {
  return (
    <dl className="totals">
      <div>
        <dt>Subtotal</dt>
        <dd>
          <Price kobo={subtotal} />
        </dd>
      </div>
      <div>
        <dt>Delivery</dt>
        <dd>{delivery}</dd>
      </div>
      <div className="total">
        <dt>Total</dt>
        <dd>
          <Price kobo={total} />
        </dd>
      </div>
    </dl>
  );
}
