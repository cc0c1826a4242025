import '../../../styles/refunds.css';
import {
  ADJUSTMENT_KIND_LABELS,
  REFUND_STATUS_LABELS,
  type RefundStatus,
} from '../../../../domain/orders/adjustments';
import type { PublicOrder } from '../../../../domain/orders/order';
import { formatNaira } from '../../../../domain/shared/money';
import { Price } from '../../../components/price';

/** Where a refund stands, in a shopper's words. */
const SHOPPER_REFUND: Record<RefundStatus, string> = {
  ...REFUND_STATUS_LABELS,
  pending: 'On its way to your card or account',
  processed: 'Refunded to your card or account',
  recorded: 'Refunded',
  // Refused by Paystack: staff are alerted and refund it again or by hand; the money has not moved.
  failed: 'Being arranged by the shop',
};

/** The lead of a cancelled order's page: what happens to the money, if any was paid. */
export function cancelledLead(order: PublicOrder): string {
  const owed = order.paymentConfirmed ? order.totalKobo - order.refundedKobo : 0;
  if (order.refundedKobo > 0 && owed === 0)
    return `This order is cancelled and your payment of ${formatNaira(order.refundedKobo)} has been refunded.`;
  if (owed > 0)
    return `This order is cancelled. We will refund ${formatNaira(owed)} and email you when it is on its way.`;
  return 'This order is cancelled. Nothing is owed on it.';
}

/** Units cancelled or sent back and money refunded since the order was placed (the totals above sum them). */
export function OrderChanges({ order }: { order: PublicOrder }) {
  const changes = order.adjustments ?? [];
  if (changes.length === 0) return null;
  return (
    <section aria-labelledby="order-changes">
      <h2 id="order-changes">Changes to your order</h2>
      <ol className="adjustment-list">
        {changes.map((change) => (
          <li key={change.id} className="adjustment">
            <div className="adjustment-head">
              <strong>{ADJUSTMENT_KIND_LABELS[change.kind]}</strong>
              {change.amountKobo > 0 && (
                <>
                  <Price kobo={change.amountKobo} />
                  {/* A refused refund is still on its way to the shopper, not an alarm of theirs. */}
                  <span
                    className={`refund-status refund-status-${change.status === 'failed' ? 'pending' : change.status}`}
                  >
                    {SHOPPER_REFUND[change.status]}
                  </span>
                </>
              )}
            </div>
            {change.lines.length > 0 && (
              <ul className="adjustment-units">
                {change.lines.map((line) => (
                  <li key={line.position}>
                    {line.quantity} × {line.name} ({line.color}, {line.size})
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
