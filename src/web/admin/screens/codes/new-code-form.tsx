import { type FormEvent, useState } from 'react';
import type { CodeCreate, CodeSummary } from '../../../../domain/codes/codes';
import { problemOf } from '../../../api-client';
import { Field } from '../../../components/field';
import { codesApi } from '../../features/codes/codes-api';

type Kind = CodeCreate['kind'];
const KIND_LABELS: Record<Kind, string> = {
  percent: 'A percentage off',
  amount: 'A naira amount off',
  free_delivery: 'Free delivery',
  presale: 'Presale access (no discount)',
};

/** Numbers as typed, or null for an empty field. */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * A new code: its name, what it gives, and its limits; the server says what is wrong, field by
 * field. Products and collections a code is for are chosen in a later step of this form.
 */
export function NewCodeForm({ onCreated }: { onCreated: (code: CodeSummary) => void }) {
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<Kind>('percent');
  const [percent, setPercent] = useState('');
  const [naira, setNaira] = useState('');
  const [maxUses, setMaxUses] = useState('');
  const [perEmail, setPerEmail] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const amount = numberOrNull(naira);
      const created = await codesApi.create({
        code,
        kind,
        percent: kind === 'percent' ? numberOrNull(percent) : null,
        amountKobo: kind === 'amount' && amount !== null ? Math.round(amount * 100) : null,
        maxUses: numberOrNull(maxUses),
        maxUsesPerEmail: numberOrNull(perEmail),
      });
      setFields({});
      setCode('');
      onCreated(created);
    } catch (failure) {
      const problem = problemOf(failure);
      setFields(problem.fields);
      setMessage(problem.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-labelledby="new-code-title">
      <h2 id="new-code-title">New code</h2>
      {message && (
        <p className="notice notice-warning" role="alert">
          {message}
        </p>
      )}
      <Field id="code-name" label="Code" error={fields.code} hint="What shoppers type, e.g. HARMATTAN10.">
        {(props) => (
          <input {...props} value={code} maxLength={40} onChange={(e) => setCode(e.target.value)} />
        )}
      </Field>
      <Field id="code-kind" label="Gives" error={fields.kind}>
        {(props) => (
          <select {...props} value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
            {Object.entries(KIND_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </Field>
      {kind === 'percent' && (
        <Field id="code-percent" label="Percentage off" error={fields.percent}>
          {(props) => (
            <input
              {...props}
              inputMode="decimal"
              value={percent}
              onChange={(e) => setPercent(e.target.value)}
            />
          )}
        </Field>
      )}
      {kind === 'amount' && (
        <Field id="code-amount" label="Amount off (₦)" error={fields.amountKobo}>
          {(props) => (
            <input {...props} inputMode="decimal" value={naira} onChange={(e) => setNaira(e.target.value)} />
          )}
        </Field>
      )}
      <Field id="code-max-uses" label="Uses in all" optional error={fields.maxUses}>
        {(props) => (
          <input
            {...props}
            inputMode="numeric"
            value={maxUses}
            onChange={(e) => setMaxUses(e.target.value)}
          />
        )}
      </Field>
      <Field id="code-per-email" label="Uses per email" optional error={fields.maxUsesPerEmail}>
        {(props) => (
          <input
            {...props}
            inputMode="numeric"
            value={perEmail}
            onChange={(e) => setPerEmail(e.target.value)}
          />
        )}
      </Field>
      <div className="form-actions">
        <button type="submit" className="button button-accent" disabled={busy}>
          {busy ? 'Creating…' : 'Create code'}
        </button>
      </div>
    </form>
  );
}
