import '../../../../styles/refunds.css';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  type AdjustmentRequest,
  deliveryFeeLeftKobo,
  refundableKobo,
  suggestedRefundKobo,
  unitsLeft,
} from '../../../../../domain/orders/adjustments';
import type { AdminOrder } from '../../../../../domain/orders/order';
import { formatNaira, koboToNaira, parseNaira } from '../../../../../domain/shared/money';
import { ApiError, problemOf } from '../../../../api-client';
import { adjustOrder } from '../../../features/orders/adjustments-api';

type LineChoice = { quantity: number; restock: boolean };
type Method = AdjustmentRequest['method'];

function newKey(): string {
  return crypto.randomUUID();
}

/** What is left of the delivery fee to give back. */
function deliveryFeeLeft(order: AdminOrder): number {
  const given = order.adjustments
    .filter((adjustment) => adjustment.status !== 'failed')
    .reduce((sum, adjustment) => sum + adjustment.deliveryFeeKobo, 0);
  return deliveryFeeLeftKobo(order, given);
}

/**
 * Cancel units (before the order leaves), take units back (after), or refund: per line how many
 * and whether they go back on the shelf, the delivery fee, the amount (worked out, and lowered by
 * staff for a partial refund), and how the money goes back. One request key per confirmation, so
 * a retried click never refunds twice.
 */
export function RefundPanel({
  order,
  onDone,
  wholeOrder = 0,
}: {
  order: AdminOrder;
  onDone: (order: AdminOrder) => void;
  /** Changed by "Cancel and refund…": every unit left, the delivery fee and what was paid, chosen. */
  wholeOrder?: number;
}) {
  const before = order.status === 'awaiting_payment' || order.status === 'paid';
  const open = order.lines.filter((line) => unitsLeft(line) > 0);
  const refundable = refundableKobo(order);
  const online = order.paymentMethod === 'paystack' && order.paymentReference !== null;
  const [choices, setChoices] = useState<Record<number, LineChoice>>({});
  const [fee, setFee] = useState(false);
  const [amountText, setAmountText] = useState<string | null>(null);
  const [method, setMethod] = useState<Method>(online ? 'provider' : 'manual');
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const key = useRef(newKey());
  const form = useRef<HTMLFormElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  const focusConfirm = useRef(false);

  // Filled again on each request only, not as the order changes after it.
  useEffect(() => {
    if (wholeOrder === 0) return;
    const all: Record<number, LineChoice> = {};
    order.lines.forEach((line, position) => {
      if (unitsLeft(line) > 0) all[position] = { quantity: unitsLeft(line), restock: true };
    });
    setChoices(all);
    setFee(deliveryFeeLeft(order) > 0);
    setAmountText(null);
    focusConfirm.current = true;
  }, [wholeOrder]);
  // Once the choices are drawn (the confirmation is enabled by them), staff are taken to it.
  useEffect(() => {
    const button = confirm.current;
    if (!focusConfirm.current || !button || button.disabled) return;
    focusConfirm.current = false;
    form.current?.scrollIntoView({ block: 'start' });
    button.focus({ preventScroll: true });
  });

  const canUnits = order.status !== 'cancelled' && open.length > 0;
  if (!canUnits && refundable === 0) return null;

  const feeLeft = deliveryFeeLeft(order);
  const chosen = order.lines
    .map((line, position) => ({ line, position, choice: choices[position] }))
    .filter((entry) => (entry.choice?.quantity ?? 0) > 0);
  const units = chosen.reduce((sum, entry) => sum + (entry.choice?.quantity ?? 0), 0);
  // A cancelled order's refund starts at what it still owes; otherwise at what the choices are worth.
  const worked = canUnits
    ? suggestedRefundKobo({
        units: chosen.map(({ line, choice }) => ({ line, quantity: choice?.quantity ?? 0 })),
        deliveryFeeKobo: fee ? feeLeft : 0,
        refundable,
      })
    : refundable;
  const amount = amountText === null ? worked : (parseNaira(amountText) ?? Number.NaN);
  const refunding = refundable > 0 && amount > 0;
  const sendMethod: Method = refunding ? method : 'none';
  const verb = before ? 'Cancel' : 'Take back';
  const label = [
    units > 0 ? `${verb} ${units} ${units === 1 ? 'unit' : 'units'}` : '',
    refunding
      ? `refund ${formatNaira(amount)}${sendMethod === 'provider' ? ' through Paystack' : ' by hand'}`
      : '',
  ]
    .filter(Boolean)
    .join(', ');

  function choose(position: number, change: Partial<LineChoice>) {
    setChoices((current) => {
      const was = current[position] ?? { quantity: 0, restock: true };
      return { ...current, [position]: { ...was, ...change } };
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (Number.isNaN(amount)) {
      setProblem({ message: '', fields: { amountKobo: 'Enter the amount in naira, like 5000 or 5,000.' } });
      return;
    }
    setSaving(true);
    setProblem(null);
    try {
      const result = await adjustOrder(order.number, {
        requestKey: key.current,
        lines: chosen.map(({ position, choice }) => ({
          position,
          quantity: choice?.quantity ?? 0,
          restock: choice?.restock ?? true,
        })),
        refundDeliveryFee: fee,
        amountKobo: refunding ? amount : 0,
        method: sendMethod,
        note: note.trim(),
      });
      key.current = newKey();
      setChoices({});
      setFee(false);
      setAmountText(null);
      setNote('');
      onDone(result.order);
    } catch (failure) {
      const found = problemOf(failure);
      // Refused for a reason: the next try is a new request. No answer at all: the same key again.
      if (failure instanceof ApiError && failure.status > 0 && failure.status < 500) key.current = newKey();
      setProblem(found);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form ref={form} className="refund-panel" aria-label="Cancel units or refund" onSubmit={submit}>
      <h2>{canUnits ? (before ? 'Cancel units or refund' : 'Take units back or refund') : 'Refund'}</h2>
      <p className="hint">
        {refundable > 0
          ? `${formatNaira(refundable)} of the payment is left to refund.`
          : 'Nothing was paid, so no money goes back.'}{' '}
        The shopper is emailed.
      </p>
      {problem?.message && (
        <p className="notice notice-warning" role="alert">
          {problem.message}
        </p>
      )}
      {canUnits && (
        <ul className="refund-lines">
          {order.lines.map((line, position) => {
            const left = unitsLeft(line);
            if (left === 0) return null;
            const choice = choices[position] ?? { quantity: 0, restock: true };
            const id = `refund-line-${position}`;
            return (
              <li key={id} className="refund-line">
                <label htmlFor={id} className="refund-line-name">
                  {line.name}
                  <span className="admin-row-meta">
                    {' '}
                    {line.color} · {line.size} · {left} left · {formatNaira(line.unitPriceKobo)} each
                  </span>
                </label>
                <input
                  id={id}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={left}
                  value={choice.quantity}
                  aria-label={`Units of ${line.name} (${line.color}, ${line.size}) to ${before ? 'cancel' : 'take back'}`}
                  onChange={(event) =>
                    choose(position, {
                      quantity: Math.max(0, Math.min(left, Number(event.target.value) || 0)),
                    })
                  }
                />
                <label className="checkbox">
                  <input
                    type="checkbox"
                    checked={choice.restock}
                    onChange={(event) => choose(position, { restock: event.target.checked })}
                  />{' '}
                  Put back on the shelf
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {canUnits && refundable > 0 && feeLeft > 0 && (
        <label className="checkbox">
          <input type="checkbox" checked={fee} onChange={(event) => setFee(event.target.checked)} /> Refund
          the delivery fee ({formatNaira(feeLeft)})
        </label>
      )}
      {refundable > 0 && (
        <div className="refund-money">
          <div className={problem?.fields.amountKobo ? 'field field-invalid' : 'field'}>
            <label htmlFor="refund-amount">Amount to refund (₦)</label>
            <input
              id="refund-amount"
              inputMode="decimal"
              value={amountText ?? String(koboToNaira(worked))}
              onChange={(event) => setAmountText(event.target.value)}
            />
            <p className="hint">
              {!canUnits
                ? `Still owed to the shopper: ${formatNaira(refundable)}. Lower it for a partial refund.`
                : units > 0 || fee
                  ? `Worked out: ${formatNaira(worked)}. Lower it for a partial refund.`
                  : 'A goodwill refund may be any part of what is left.'}
            </p>
            {problem?.fields.amountKobo && <p className="field-error">{problem.fields.amountKobo}</p>}
          </div>
          <fieldset className="refund-method">
            <legend>How the money goes back</legend>
            {online && (
              <label className="checkbox">
                <input
                  type="radio"
                  name="method"
                  checked={method === 'provider'}
                  onChange={() => setMethod('provider')}
                />{' '}
                Refund through Paystack
              </label>
            )}
            <label className="checkbox">
              <input
                type="radio"
                name="method"
                checked={method === 'manual'}
                onChange={() => setMethod('manual')}
              />{' '}
              Record a manual refund
            </label>
          </fieldset>
        </div>
      )}
      <div className={problem?.fields.note ? 'field field-invalid' : 'field'}>
        <label htmlFor="refund-note">
          Note{sendMethod === 'manual' ? ' — how the money went back' : ''}
          {sendMethod !== 'manual' && <span className="optional"> (optional)</span>}
        </label>
        <textarea
          id="refund-note"
          rows={2}
          value={note}
          required={sendMethod === 'manual'}
          onChange={(event) => setNote(event.target.value)}
        />
        {problem?.fields.note && <p className="field-error">{problem.fields.note}</p>}
      </div>
      <div className="refund-summary">
        <button
          ref={confirm}
          type="submit"
          className="button button-accent"
          disabled={saving || label === ''}
        >
          {saving ? 'Saving…' : label ? `Confirm: ${label}` : 'Choose units or an amount'}
        </button>
      </div>
    </form>
  );
}
