import { type FormEvent, useId, useState } from 'react';
import {
  ADD_REASONS,
  type AdjustReason,
  STOCK_MOVEMENT_LABELS,
  type StockChangeBody,
} from '../../../../domain/stock/stock-ledger';
import { ApiError, problemOf } from '../../../api-client';
import { Field } from '../../../components/field';
import { stockApi } from './stock-api';

type Choice = AdjustReason | 'count';
const CHOICES: { value: Choice; label: string }[] = [
  { value: 'received', label: 'Received: add units' },
  { value: 'returned', label: 'Returned: add units' },
  { value: 'damaged', label: 'Damaged: remove units' },
  { value: 'lost', label: 'Lost: remove units' },
  { value: 'count', label: 'Counted: set the quantity' },
];
const UNITS_MESSAGE = 'Enter how many units, like 20.';

type Props = {
  productId: string;
  color: string;
  size: string;
  /** The quantity staff see: a count is made against it. */
  quantity: number;
  onSaved(quantity: number): void;
  onStale(): void;
  onCancel(): void;
};

/** One stock change of one variant: units added or removed with a reason, or a counted quantity. */
export function StockChangeForm({ productId, color, size, quantity, onSaved, onStale, onCancel }: Props) {
  const id = useId();
  const [choice, setChoice] = useState<Choice>('received');
  const [units, setUnits] = useState('');
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const counting = choice === 'count';

  function bodyOf(amount: number): StockChangeBody {
    if (choice === 'count')
      return { color, size, note, reason: 'count', counted: amount, expected: quantity };
    const adds = (ADD_REASONS as readonly string[]).includes(choice);
    return { color, size, note, reason: choice, delta: adds ? amount : -amount };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const amount = Number(units.trim());
    const field = counting ? 'counted' : 'delta';
    if (units.trim() === '' || !Number.isInteger(amount) || amount < 0 || (!counting && amount === 0)) {
      setFields({ [field]: counting ? 'Enter the number you counted, like 12.' : UNITS_MESSAGE });
      setError(null);
      return;
    }
    setSaving(true);
    setError(null);
    setFields({});
    try {
      const result = await stockApi.changeStock(productId, bodyOf(amount));
      onSaved(result.quantity);
    } catch (failure) {
      const problem = problemOf(failure);
      setError(problem.message);
      setFields(problem.fields);
      setSaving(false);
      if (failure instanceof ApiError && failure.status === 409) onStale();
    }
  }

  return (
    <form
      className="stock-change"
      onSubmit={submit}
      noValidate
      aria-label={`Change stock of ${color}, ${size}`}
    >
      {error && (
        <p className="notice notice-warning" role="alert">
          {error}
        </p>
      )}
      <div className="field-row field-row-3">
        <Field id={`${id}-reason`} label="What happened">
          {(props) => (
            <select {...props} value={choice} onChange={(e) => setChoice(e.target.value as Choice)}>
              {CHOICES.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id={`${id}-units`}
          label={counting ? `Counted (now ${quantity})` : 'Units'}
          error={fields[counting ? 'counted' : 'delta']}
        >
          {(props) => (
            <input
              {...props}
              type="number"
              min="0"
              inputMode="numeric"
              value={units}
              onChange={(e) => setUnits(e.target.value)}
            />
          )}
        </Field>
        <Field id={`${id}-note`} label="Note" error={fields.note} optional>
          {(props) => (
            <input
              {...props}
              placeholder={counting ? 'Shelf count' : STOCK_MOVEMENT_LABELS[choice]}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          )}
        </Field>
      </div>
      <div className="form-actions">
        <button type="button" className="button button-outline button-small" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button-accent button-small" disabled={saving}>
          {saving ? 'Saving…' : 'Save change'}
        </button>
      </div>
    </form>
  );
}
