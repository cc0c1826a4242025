import { Field } from '../../../../components/field';
import type { ProductDraft } from '../../../features/products/product-form-state';
import type { FormSectionProps } from '../../../hooks/use-admin-form';

/** Which of the product's photos each colour shows, for shoppers who choose it. */
export function ColorPhotoFields({
  value: draft,
  fields,
  change: update,
  colors,
}: FormSectionProps<ProductDraft> & { colors: string[] }) {
  return (
    <fieldset className="color-photos">
      <legend>Photo for each colour</legend>
      <p className="hint">Shoppers who choose a colour see its photo.</p>
      <div className="field-row field-row-3">
        {colors.map((color) => (
          <Field key={color} id={`color-photo-${color}`} label={color} error={fields[`colorImages.${color}`]}>
            {(props) => (
              <select
                {...props}
                value={draft.colorImages[color] ?? ''}
                onChange={(e) => {
                  const { [color]: _, ...others } = draft.colorImages;
                  update({
                    colorImages: e.target.value ? { ...others, [color]: e.target.value } : others,
                  });
                }}
              >
                <option value="">No photo of its own</option>
                {draft.imageUrls.map((url, i) => (
                  <option key={url} value={url}>
                    Photo {i + 1}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ))}
      </div>
    </fieldset>
  );
}
