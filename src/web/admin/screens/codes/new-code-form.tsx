import { type FormEvent, useState } from 'react';
import type { AdminGroup } from '../../../../domain/catalog/admin';
import type { Product } from '../../../../domain/catalog/catalog';
import type { CodeSummary } from '../../../../domain/codes/codes';
import { problemOf } from '../../../api-client';
import { Field } from '../../../components/field';
import { codesApi } from '../../features/codes/codes-api';
import { CodeRuleFields, emptyRule, type RuleDraft } from './code-rule-fields';
import { numberOrNull, ruleBody } from './rule-body';

type Mode = 'one' | 'batch';

type Props = {
  products: Product[];
  collections: AdminGroup[];
  onCreated: (code: CodeSummary) => void;
  /** A batch was generated: the list is read again for its summary. */
  onBatch: () => void;
};

/**
 * A new code, or a batch of single-use ones (one per fan, exported as CSV): its name or prefix,
 * what it gives, what it is for, and its limits; the server says what is wrong, field by field.
 */
export function NewCodeForm({ products, collections, onCreated, onBatch }: Props) {
  const [mode, setMode] = useState<Mode>('one');
  const [code, setCode] = useState('');
  const [maxUses, setMaxUses] = useState('');
  const [prefix, setPrefix] = useState('');
  const [count, setCount] = useState('');
  const [rule, setRule] = useState<RuleDraft>(emptyRule);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      if (mode === 'one') {
        const created = await codesApi.create({ code, maxUses: numberOrNull(maxUses), ...ruleBody(rule) });
        setCode('');
        setMessage({ text: `${created.code} is ready.`, failed: false });
        onCreated(created);
      } else {
        const made = await codesApi.batch({ prefix, count: numberOrNull(count) ?? 0, ...ruleBody(rule) });
        setMessage({ text: `${made.count} codes made in the batch ${made.batch}.`, failed: false });
        onBatch();
      }
      setFields({});
      setRule(emptyRule);
    } catch (failure) {
      const problem = problemOf(failure);
      setFields(problem.fields);
      setMessage({ text: problem.message, failed: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-form code-form" onSubmit={submit} noValidate aria-labelledby="new-code-title">
      <h2 id="new-code-title">New code</h2>
      <fieldset className="release-choice code-mode">
        <legend className="visually-hidden">Make</legend>
        <label className="radio">
          <input type="radio" name="code-mode" checked={mode === 'one'} onChange={() => setMode('one')} />
          One code
        </label>
        <label className="radio">
          <input type="radio" name="code-mode" checked={mode === 'batch'} onChange={() => setMode('batch')} />
          A batch of single-use codes
        </label>
      </fieldset>
      {message && (
        <p
          className={message.failed ? 'notice notice-warning' : 'notice'}
          role={message.failed ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      )}
      {mode === 'one' ? (
        <div className="field-row">
          <Field id="code-name" label="Code" error={fields.code} hint="What shoppers type, e.g. HARMATTAN10.">
            {(props) => (
              <input {...props} value={code} maxLength={40} onChange={(e) => setCode(e.target.value)} />
            )}
          </Field>
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
        </div>
      ) : (
        <div className="field-row">
          <Field id="code-prefix" label="Prefix" error={fields.prefix} hint="Codes read PREFIX-XXXXXXXX.">
            {(props) => (
              <input {...props} value={prefix} maxLength={20} onChange={(e) => setPrefix(e.target.value)} />
            )}
          </Field>
          <Field id="code-count" label="How many" error={fields.count} hint="Up to 1,000, each used once.">
            {(props) => (
              <input
                {...props}
                inputMode="numeric"
                value={count}
                onChange={(e) => setCount(e.target.value)}
              />
            )}
          </Field>
        </div>
      )}
      <CodeRuleFields
        id="code"
        rule={rule}
        change={(next) => setRule((now) => ({ ...now, ...next }))}
        fields={fields}
        products={products}
        collections={collections}
      />
      <div className="form-actions">
        <button type="submit" className="button button-accent" disabled={busy}>
          {busy ? 'Making…' : mode === 'one' ? 'Create code' : 'Generate codes'}
        </button>
      </div>
    </form>
  );
}
