import { Field } from '../../../../components/field';
import type { ProductDraft } from '../../../features/products/product-form-state';
import type { FormSectionProps } from '../../../hooks/use-admin-form';

/** Colours or sizes taken away that still hold units: saving writes them off, and asks why. */
export function WriteOffFields({
  value: draft,
  fields,
  change: update,
  writtenOff,
}: FormSectionProps<ProductDraft> & { writtenOff: string[] }) {
  return (
    <div className="write-off">
      <p className="notice notice-warning">
        Removing these leaves units with nowhere to go: {writtenOff.join(', ') || 'see below'}. Saving writes
        them off.
      </p>
      <Field id="product-write-off" label="Why are these units written off?" error={fields.writeOffReason}>
        {(props) => (
          <input
            {...props}
            placeholder="Misprinted, given away…"
            value={draft.writeOffReason}
            onChange={(e) => update({ writeOffReason: e.target.value })}
          />
        )}
      </Field>
    </div>
  );
}
