import type { AdminGroup } from '../../../../domain/catalog/admin';
import type { Product } from '../../../../domain/catalog/catalog';
import type { CodeCreate } from '../../../../domain/codes/codes';
import { Field } from '../../../components/field';
import { paths } from '../../../paths';

type Kind = CodeCreate['kind'];
const KIND_LABELS: Record<Kind, string> = {
  percent: 'A percentage off',
  amount: 'A naira amount off',
  free_delivery: 'Free delivery',
  presale: 'Presale access (no discount)',
};

/** A code's rule as the form holds it: what staff typed, turned into the API's body on sending. */
export type RuleDraft = {
  kind: Kind;
  percent: string;
  naira: string;
  productIds: string[];
  collectionIds: string[];
  minimumNaira: string;
  startsAt: string;
  endsAt: string;
  perEmail: string;
};

export const emptyRule: RuleDraft = {
  kind: 'percent',
  percent: '',
  naira: '',
  productIds: [],
  collectionIds: [],
  minimumNaira: '',
  startsAt: '',
  endsAt: '',
  perEmail: '',
};

type Props = {
  rule: RuleDraft;
  change: (next: Partial<RuleDraft>) => void;
  fields: Record<string, string>;
  products: Product[];
  collections: AdminGroup[];
  /** Prefix for the fields' ids, so two forms on a page never share one. */
  id: string;
};

const toggled = (list: string[], value: string) =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

/** What a code gives, what it is for, and when and how often it may be used. */
export function CodeRuleFields({ rule, change, fields, products, collections, id }: Props) {
  const text = (key: keyof RuleDraft) => ({
    value: rule[key] as string,
    onChange: (event: { target: { value: string } }) => change({ [key]: event.target.value }),
  });
  return (
    <>
      <Field id={`${id}-kind`} label="Gives" error={fields.kind}>
        {(props) => (
          <select {...props} value={rule.kind} onChange={(e) => change({ kind: e.target.value as Kind })}>
            {Object.entries(KIND_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </Field>
      {rule.kind === 'percent' && (
        <Field id={`${id}-percent`} label="Percentage off" error={fields.percent}>
          {(props) => <input {...props} inputMode="decimal" {...text('percent')} />}
        </Field>
      )}
      {rule.kind === 'amount' && (
        <Field id={`${id}-amount`} label="Amount off (₦)" error={fields.amountKobo}>
          {(props) => <input {...props} inputMode="decimal" {...text('naira')} />}
        </Field>
      )}
      <fieldset
        className="release-choice code-scope"
        aria-describedby={fields.productIds ? `${id}-scope-error` : undefined}
      >
        <legend>{rule.kind === 'presale' ? 'Opens early' : 'For'}</legend>
        <p className="hint">
          {rule.kind === 'presale'
            ? 'The products or collections whose presale it opens.'
            : 'Leave all unticked for the whole order.'}
        </p>
        {fields.productIds && (
          <p id={`${id}-scope-error`} className="field-error" role="alert">
            {fields.productIds}
          </p>
        )}
        <div className="code-scope-lists">
          <div>
            <p className="code-scope-heading">Collections</p>
            {collections.map((group) => (
              <label key={group.id} className="checkbox">
                <input
                  type="checkbox"
                  checked={rule.collectionIds.includes(group.id)}
                  onChange={() => change({ collectionIds: toggled(rule.collectionIds, group.id) })}
                />
                {group.name}
              </label>
            ))}
          </div>
          <div>
            <p className="code-scope-heading">Products</p>
            {products.map((product) => (
              <label key={product.id} className="checkbox">
                <input
                  type="checkbox"
                  checked={rule.productIds.includes(product.id)}
                  onChange={() => change({ productIds: toggled(rule.productIds, product.id) })}
                />
                {product.imageUrls[0] ? (
                  <img
                    className="code-scope-photo"
                    src={product.imageUrls[0]}
                    alt=""
                    width={32}
                    height={32}
                  />
                ) : null}
                {/* Two products of one name are told apart by their photo and their address. */}
                <span>
                  {product.name}
                  <span className="code-scope-address">{paths.product(product.id)}</span>
                </span>
              </label>
            ))}
          </div>
        </div>
      </fieldset>
      <div className="field-row">
        <Field id={`${id}-minimum`} label="Minimum subtotal (₦)" optional error={fields.minSubtotalKobo}>
          {(props) => <input {...props} inputMode="decimal" {...text('minimumNaira')} />}
        </Field>
        <Field id={`${id}-per-email`} label="Uses per email" optional error={fields.maxUsesPerEmail}>
          {(props) => <input {...props} inputMode="numeric" {...text('perEmail')} />}
        </Field>
      </div>
      <div className="field-row">
        <Field id={`${id}-starts`} label="Starts" optional error={fields.startsAt}>
          {(props) => <input {...props} type="datetime-local" {...text('startsAt')} />}
        </Field>
        <Field id={`${id}-ends`} label="Ends" optional error={fields.endsAt}>
          {(props) => <input {...props} type="datetime-local" {...text('endsAt')} />}
        </Field>
      </div>
    </>
  );
}
