import {
  ADJUSTMENT_KIND_LABELS,
  type OrderAdjustment,
  type PaymentDispute,
  REFUND_STATUS_LABELS,
} from '../../../../../domain/orders/adjustments';
import type { AdminOrder } from '../../../../../domain/orders/order';
import { Price } from '../../../../components/price';
import { formatWhen } from '../../../../when';
import { CheckWithPaystack } from './check-refund';

const METHOD_TEXT = { provider: 'through Paystack', manual: 'by hand', none: '' } as const;

/**
 * The order's cancellations, returns and refunds, each with its units and where its money stands;
 * a refund Paystack has not settled can be checked with Paystack when `onChecked` is given.
 */
export function AdjustmentList({
  adjustments,
  number,
  onChecked,
}: {
  adjustments: readonly OrderAdjustment[];
  number?: string;
  onChecked?: (order: AdminOrder) => void;
}) {
  if (adjustments.length === 0) return null;
  return (
    <section className="adjustments" aria-label="Cancellations and refunds">
      <h2>Cancellations and refunds</h2>
      <ol className="adjustment-list">
        {adjustments.map((adjustment) => (
          <li key={adjustment.id} className="adjustment">
            <div className="adjustment-head">
              <strong>{ADJUSTMENT_KIND_LABELS[adjustment.kind]}</strong>
              {adjustment.amountKobo > 0 && (
                <span>
                  <Price kobo={adjustment.amountKobo} /> {METHOD_TEXT[adjustment.method]}
                </span>
              )}
              <span className={`refund-status refund-status-${adjustment.status}`}>
                {REFUND_STATUS_LABELS[adjustment.status]}
              </span>
              {adjustment.method === 'provider' && adjustment.status === 'pending' && number && onChecked && (
                <CheckWithPaystack number={number} adjustmentId={adjustment.id} onChecked={onChecked} />
              )}
            </div>
            {adjustment.lines.length > 0 && (
              <ul className="adjustment-units">
                {adjustment.lines.map((line) => (
                  <li key={line.position}>
                    {line.quantity} × {line.name}{' '}
                    <span className="admin-row-meta">
                      {line.color} · {line.size} · {line.restocked ? 'back on the shelf' : 'not restocked'}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {adjustment.deliveryFeeKobo > 0 && (
              <p className="admin-row-meta">
                Includes the delivery fee, <Price kobo={adjustment.deliveryFeeKobo} />
              </p>
            )}
            {adjustment.status === 'failed' && adjustment.providerMessage && (
              <p className="notice notice-warning">Paystack said: {adjustment.providerMessage}</p>
            )}
            {adjustment.status === 'pending' && adjustment.providerMessage && (
              <p className="admin-row-meta">{adjustment.providerMessage}</p>
            )}
            {adjustment.note && <p className="order-history-note">{adjustment.note}</p>}
            <p className="admin-row-meta">
              {formatWhen(adjustment.at)} · {adjustment.staffEmail ?? 'automatic'}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Disputes of the payment, as Paystack last told of them: staff answer them on Paystack's dashboard. */
export function DisputeList({ disputes }: { disputes: readonly PaymentDispute[] }) {
  if (disputes.length === 0) return null;
  return (
    <section className="notice notice-warning disputes" aria-label="Payment disputes">
      <h2>Payment disputed</h2>
      <ul>
        {disputes.map((dispute) => (
          <li key={dispute.id}>
            <Price kobo={dispute.amountKobo} /> — {dispute.status}
            {dispute.reason && ` (${dispute.reason})`}
            <span className="admin-row-meta"> opened {formatWhen(dispute.openedAt)}</span>
          </li>
        ))}
      </ul>
      <p className="admin-row-meta">Answer it with evidence on the Paystack dashboard.</p>
    </section>
  );
}
