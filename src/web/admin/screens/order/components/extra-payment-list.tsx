import { useState } from 'react';
import { type ExtraPayment, REFUND_STATUS_LABELS } from '../../../../../domain/orders/adjustments';
import type { AdminOrder } from '../../../../../domain/orders/order';
import { problemOf } from '../../../../api-client';
import { Price } from '../../../../components/price';
import { formatWhen } from '../../../../when';
import { checkExtraRefund, refundExtraPaymentAgain } from '../../../features/orders/adjustments-api';

/**
 * The shopper paid the order more than once: the order keeps one payment, and each other goes back
 * to them through Paystack on its own, apart from the order's refunds (decision 0066). Staff act
 * only when Paystack refused (refund it again) or has not said (check with Paystack), when
 * `onChanged` is given.
 */
export function ExtraPaymentList({
  order,
  onChanged,
}: {
  order: Pick<AdminOrder, 'number' | 'extraPayments'>;
  onChanged?: (order: AdminOrder) => void;
}) {
  if (order.extraPayments.length === 0) return null;
  const refused = order.extraPayments.some((payment) => payment.refundStatus === 'failed');
  return (
    <section
      className={refused ? 'notice notice-warning refused-refund extra-payments' : 'extra-payments'}
      aria-label="Paid twice"
    >
      <h2>Paid twice</h2>
      <p>
        The shopper paid this order more than once. The order keeps one payment; the other goes back to them
        through Paystack, apart from the order’s own refunds.
      </p>
      <ol className="adjustment-list">
        {order.extraPayments.map((payment) => (
          <li key={payment.reference} className="adjustment">
            <div className="adjustment-head">
              <strong>
                <Price kobo={payment.amountKobo} /> paid again
              </strong>
              <span className="admin-row-meta">Ref {payment.reference}</span>
              <span className={`refund-status refund-status-${payment.refundStatus}`}>
                {REFUND_STATUS_LABELS[payment.refundStatus]}
              </span>
            </div>
            <Standing payment={payment} />
            {onChanged && payment.refundStatus !== 'processed' && (
              <DeskButton payment={payment} number={order.number} onChanged={onChanged} />
            )}
            <p className="admin-row-meta">Paid {formatWhen(payment.paidAt)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Standing({ payment }: { payment: ExtraPayment }) {
  if (payment.refundStatus === 'failed')
    return (
      <p>
        Paystack refused the refund{payment.providerMessage ? ` (“${payment.providerMessage}”)` : ''}. The
        money is still the shopper’s: refund it again.
      </p>
    );
  if (payment.refundStatus === 'pending')
    return <p className="admin-row-meta">{payment.providerMessage || 'Paystack is refunding it.'}</p>;
  return null;
}

/** "Refund again" on a refund Paystack refused; "Check with Paystack" on one it has not settled. */
function DeskButton({
  payment,
  number,
  onChanged,
}: {
  payment: ExtraPayment;
  number: string;
  onChanged: (order: AdminOrder) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const again = payment.refundStatus === 'failed';

  async function run() {
    setBusy(true);
    setProblem(null);
    try {
      onChanged(await (again ? refundExtraPaymentAgain : checkExtraRefund)(number, payment.reference));
    } catch (failure) {
      setProblem(problemOf(failure).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <p className="check-refund">
      <button
        type="button"
        className={again ? 'button button-accent button-small' : 'button button-outline button-small'}
        disabled={busy}
        onClick={run}
      >
        {busy ? 'Asking Paystack…' : again ? 'Refund again through Paystack' : 'Check with Paystack'}
      </button>
      {problem && (
        <span className="notice notice-warning" role="alert">
          {problem}
        </span>
      )}
    </p>
  );
}
