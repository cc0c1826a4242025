import '../../../styles/order-desk.css';
import { isTrackingLink, pickupCodeText } from '../../../../domain/orders/fulfilment';
import type { PublicOrder } from '../../../../domain/orders/order';
import { vatSentence } from '../../../../domain/orders/vat';
import { formatNaira } from '../../../../domain/shared/money';
import { formatWhen } from '../../../when';

type Shown = Pick<PublicOrder, 'courier' | 'tracking' | 'pickupCode' | 'collectedAt'>;

/** How the order reaches its shopper, for the order's facts: courier and tracking, pickup code, collection. */
export function ShopperFulfilmentFacts({ order }: { order: Shown }) {
  return (
    <>
      {order.courier && order.tracking && (
        <div>
          <dt>On its way with</dt>
          <dd>
            {order.courier}
            <br />
            {isTrackingLink(order.tracking) ? (
              <a href={order.tracking} target="_blank" rel="noopener noreferrer">
                Track your parcel
              </a>
            ) : (
              <>Tracking number {order.tracking}</>
            )}
          </dd>
        </div>
      )}
      {order.pickupCode && !order.collectedAt && (
        <div>
          <dt>Your pickup code</dt>
          <dd>
            <strong className="pickup-code">{pickupCodeText(order.pickupCode)}</strong>
            <br />
            Show it when you collect your order.
          </dd>
        </div>
      )}
      {order.collectedAt && (
        <div>
          <dt>Collected</dt>
          <dd>{formatWhen(order.collectedAt)}</dd>
        </div>
      )}
    </>
  );
}

/** "Prices include VAT at 7.5%: ₦3,174.42." under the totals, when the shop charges VAT. */
export function VatNote({ order }: { order: Pick<PublicOrder, 'vat'> }) {
  if (!order.vat) return null;
  return <p className="vat-note">{vatSentence(order.vat, formatNaira(order.vat.amountKobo))}</p>;
}
