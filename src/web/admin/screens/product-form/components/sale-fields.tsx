import { MAX_PER_ORDER_LIMIT } from '../../../../../domain/catalog/admin';
import { Field } from '../../../../components/field';
import type { ProductDraft } from '../../../features/products/product-form-state';
import type { FormSectionProps } from '../../../hooks/use-admin-form';

const RELEASE_CHOICES = [
  ['live', 'On sale now'],
  ['scheduled', 'Coming soon: shown with a countdown, on sale from a date and time'],
  ['hidden', 'Hidden from shoppers'],
] as const;

/** Whether and when shoppers can buy the product, and how many of each colour and size an order may hold. */
export function SaleFields({ value: draft, fields, change: update }: FormSectionProps<ProductDraft>) {
  return (
    <fieldset className="release-choice">
      <legend>On sale</legend>
      {RELEASE_CHOICES.map(([value, label]) => (
        <label key={value} className="radio">
          <input
            type="radio"
            name="release"
            value={value}
            checked={draft.release === value}
            onChange={() => update({ release: value })}
          />
          {label}
        </label>
      ))}
      <div className="field-row">
        {draft.release === 'scheduled' && (
          <Field id="product-live-at" label="On sale from" error={fields.liveAt}>
            {(props) => (
              <input
                {...props}
                type="datetime-local"
                value={draft.liveAt}
                onChange={(e) => update({ liveAt: e.target.value })}
              />
            )}
          </Field>
        )}
        {draft.release === 'scheduled' && (
          <Field
            id="product-presale-at"
            label="Presale opens"
            optional
            hint="Fans with a presale code for it can buy from then."
            error={fields.presaleAt}
          >
            {(props) => (
              <input
                {...props}
                type="datetime-local"
                value={draft.presaleAt}
                onChange={(e) => update({ presaleAt: e.target.value })}
              />
            )}
          </Field>
        )}
        <Field
          id="product-max-per-order"
          label="Limit per order, for each colour and size"
          error={fields.maxPerOrder}
          optional
        >
          {(props) => (
            <input
              {...props}
              type="number"
              min="1"
              max={MAX_PER_ORDER_LIMIT}
              inputMode="numeric"
              placeholder="No limit"
              value={draft.maxPerOrder}
              onChange={(e) => update({ maxPerOrder: e.target.value })}
            />
          )}
        </Field>
      </div>
    </fieldset>
  );
}
