import type { AdminGroup } from '../../../../../domain/catalog/admin';
import { Field } from '../../../../components/field';
import type { ProductDraft } from '../../../features/products/product-form-state';
import type { FormSectionProps } from '../../../hooks/use-admin-form';

/** What a product is: its name, description, price, where it is filed, and its colours and sizes. */
export function DetailsFields({
  value: draft,
  fields,
  change: update,
  collections,
  categories,
}: FormSectionProps<ProductDraft> & { collections: AdminGroup[]; categories: AdminGroup[] }) {
  const priceError = fields.price ? 'Enter a price in naira, like 12,500.' : undefined;
  return (
    <>
      <Field id="product-name" label="Name" error={fields.name}>
        {(props) => (
          <input {...props} value={draft.name} onChange={(e) => update({ name: e.target.value })} />
        )}
      </Field>
      <Field id="product-description" label="Description" error={fields.description} optional>
        {(props) => (
          <textarea
            {...props}
            rows={5}
            value={draft.description}
            onChange={(e) => update({ description: e.target.value })}
          />
        )}
      </Field>
      <div className="field-row field-row-3">
        <Field id="product-price" label="Price (₦)" error={priceError}>
          {(props) => (
            <input
              {...props}
              inputMode="decimal"
              placeholder="12,500"
              value={draft.price}
              onChange={(e) => update({ price: e.target.value })}
            />
          )}
        </Field>
        <Field id="product-collection" label="Collection" error={fields.collection}>
          {(props) => (
            <select
              {...props}
              value={draft.collection}
              onChange={(e) => update({ collection: e.target.value })}
            >
              <option value="">Choose…</option>
              {collections.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="product-category" label="Category" error={fields.category} optional>
          {(props) => (
            <select {...props} value={draft.category} onChange={(e) => update({ category: e.target.value })}>
              <option value="">None</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="field-row">
        <Field id="product-colors" label="Colours (comma-separated)" error={fields.colors}>
          {(props) => (
            <input
              {...props}
              placeholder="Black, Sand"
              value={draft.colors}
              onChange={(e) => update({ colors: e.target.value })}
            />
          )}
        </Field>
        <Field id="product-sizes" label="Sizes (comma-separated)" error={fields.sizes}>
          {(props) => (
            <input
              {...props}
              placeholder="S, M, L, XL"
              value={draft.sizes}
              onChange={(e) => update({ sizes: e.target.value })}
            />
          )}
        </Field>
      </div>
    </>
  );
}
