import { useState } from 'react';
import type { AdminOrder } from '../../../../../domain/orders/order';
import { problemOf } from '../../../../api-client';
import { checkRefund } from '../../../features/orders/adjustments-api';

/**
 * "Check with Paystack" beside a refund still pending: Paystack is asked whether it made the refund,
 * and the refund is settled as it says. Safe to press again: a settled refund stays as it is.
 */
export function CheckWithPaystack({
  number,
  adjustmentId,
  onChecked,
}: {
  number: string;
  adjustmentId: string;
  onChecked: (order: AdminOrder) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function check() {
    setBusy(true);
    setProblem(null);
    try {
      onChecked((await checkRefund(number, adjustmentId)).order);
    } catch (failure) {
      setProblem(problemOf(failure).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className="check-refund">
      <button type="button" className="button button-outline button-small" disabled={busy} onClick={check}>
        {busy ? 'Asking Paystack…' : 'Check with Paystack'}
      </button>
      {problem && (
        <span className="notice notice-warning" role="alert">
          {problem}
        </span>
      )}
    </span>
  );
}
