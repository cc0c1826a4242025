import type { ReactNode } from 'react';
import { freeDeliveryCode } from '../../domain/orders/free-delivery';
import { formatNaira } from '../../domain/shared/money';
import { Price } from './price';

/**
 * Subtotal, any discount, delivery and total, as the checkout, the confirmation page and the admin show them; an
 * order money went back from adds what was refunded and the net it comes to, which is then the
 * figure in bold.
 */
export function Totals({
  subtotal,
  discount,
  delivery,
  total,
  refunded = 0,
}: {
  subtotal: number;
  /** What a discount code took off the items: "Discount (SAVE10)" and the amount. */
  discount?: { code: string; kobo: number } | null;
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
      {discount && discount.kobo > 0 && (
        <div>
          <dt>Discount ({discount.code})</dt>
          <dd>
            <span className="price">−{formatNaira(discount.kobo)}</span>
          </dd>
        </div>
      )}
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

/** The figures of a placed order that its totals show. */
type OrderFigures = {
  shippingMethod: string;
  subtotalKobo: number;
  discountCode: string | null;
  discountKobo: number;
  deliveryFeeKobo: number;
  deliveryDiscountKobo: number;
  totalKobo: number;
  refundedKobo: number;
};

/**
 * A placed order's totals: its discount code's line when it had one, and the delivery as charged
 * ("Free (CODE)" when a code took all of it; a pickup's "Free" for the shopper when `pickupFree`).
 */
export function OrderTotals({ order, pickupFree = true }: { order: OrderFigures; pickupFree?: boolean }) {
  const freeBy = freeDeliveryCode(order);
  const delivery =
    pickupFree && order.shippingMethod === 'pickup' ? (
      'Free'
    ) : freeBy ? (
      `Free (${freeBy})`
    ) : (
      <Price kobo={order.deliveryFeeKobo - order.deliveryDiscountKobo} />
    );
  return (
    <Totals
      subtotal={order.subtotalKobo}
      discount={order.discountCode ? { code: order.discountCode, kobo: order.discountKobo } : null}
      delivery={delivery}
      total={order.totalKobo}
      refunded={order.refundedKobo}
    />
  );
}
