import type { Release } from '../../../../../domain/content/releases';
import { Field } from '../../../../components/field';
import type { FormSectionProps } from '../../../hooks/use-admin-form';
import { LinkFields } from './link-fields';

type Single = Extract<Release, { type: 'single' }>;

/** A single's artist, as the release page shows it, and its streaming links. */
export function SingleFields({ value: release, fields, change }: FormSectionProps<Single>) {
  return (
    <fieldset className="color-photos">
      <legend>Artist and streaming links</legend>
      <Field id="release-artist" label="Artist (with features, as shown)" error={fields.artist}>
        {(props) => (
          <input {...props} value={release.artist} onChange={(e) => change({ artist: e.target.value })} />
        )}
      </Field>
      <LinkFields
        idPrefix="release-link"
        links={release.links}
        errors={(index) => fields[`links.${index}.link`]}
        onChange={(links) => change({ links })}
      />
    </fieldset>
  );
}
