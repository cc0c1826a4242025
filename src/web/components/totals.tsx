import type { ReactNode } from 'react';
import { formatNaira } from '../../domain/shared/money';
import { Price } from './price';

/**
 * Subtotal, delivery and total, as the checkout, the confirmation page and the admin show them; an
 * order money went back from adds what was refunded and the net it comes to, which is then the
 * figure in bold.
 */
export function Totals({
  subtotal,
  delivery,
  total,
  refunded = 0,
}: {
  subtotal: number;
  delivery: ReactNode;
  total: number;
  /** Money given back on the order so far (refunds still under way included). */
  refunded?: number;
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
      <div className={refunded > 0 ? undefined : 'total'}>
        <dt>Total</dt>
        <dd>
          <Price kobo={total} />
        </dd>
      </div>
      {refunded > 0 && (
        <>
          <div>
            <dt>Refunded</dt>
            <dd>
              <span className="price">−{formatNaira(refunded)}</span>
            </dd>
          </div>
          <div className="total">
            <dt>Net</dt>
            <dd>
              <Price kobo={total - refunded} />
            </dd>
          </div>
        </>
      )}
    </dl>
  );
}
