import type { AdminOrder } from '../../../../../domain/orders/order';
import { Price } from '../../../../components/price';
import { formatWhen } from '../../../../when';

/**
 * Refunds Paystack refused that nothing has made good since: the money is still the shopper's, so
 * staff are told first, above the order, to refund again or by hand. The dashboard lists the same
 * refunds by the same rule (refusedRefunds in the server's dashboard.ts).
 */
export function RefusedRefundAlert({ order }: { order: Pick<AdminOrder, 'adjustments'> }) {
  const refused = order.adjustments.filter(
    (adjustment, index) =>
      adjustment.status === 'failed' &&
      !order.adjustments
        .slice(index + 1)
        .some((later) => later.amountKobo > 0 && ['pending', 'processed', 'recorded'].includes(later.status)),
  );
  if (refused.length === 0) return null;
  return (
    <div className="notice notice-warning refused-refund" role="alert">
      {refused.map((adjustment) => (
        <p key={adjustment.id}>
          Paystack refused the refund of <Price kobo={adjustment.amountKobo} /> made{' '}
          {formatWhen(adjustment.at)}
          {adjustment.providerMessage ? ` (“${adjustment.providerMessage}”)` : ''}. The money is still the
          shopper’s: refund it again below, or by hand.
        </p>
      ))}
    </div>
  );
}
