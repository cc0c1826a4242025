import { Field } from '../../../../components/field';
import { useReleases } from '../../../../state/content';
import type { ProductDraft } from '../../../features/products/product-form-state';
import type { FormSectionProps } from '../../../hooks/use-admin-form';

/** The release the merch was made for: its page lists the product, and the product links to it. */
export function ReleaseField({ value: draft, fields, change: update }: FormSectionProps<ProductDraft>) {
  const releases = useReleases();
  return (
    <Field id="product-release" label="Made for the release" error={fields.release} optional>
      {(props) => (
        <select
          {...props}
          value={draft.fromRelease}
          onChange={(e) => update({ fromRelease: e.target.value })}
        >
          <option value="">None</option>
          {releases.map((release) => (
            <option key={release.slug} value={release.slug}>
              {release.title}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
