import type { Release } from '../../../../../domain/content/releases';
import type { FormSectionProps } from '../../../hooks/use-admin-form';
import { LinkFields } from './link-fields';

type Ep = Extract<Release, { type: 'ep' }>;

/**
 * The whole EP on each platform: its release page shows them under "Listen", above the tracks, once
 * any is filled in; left empty, fans find the EP through its tracks' links alone.
 */
export function EpLinkFields({ value: release, fields, change }: FormSectionProps<Ep>) {
  return (
    <fieldset className="color-photos">
      <legend>Streaming links for the whole EP (optional)</legend>
      <LinkFields
        idPrefix="release-link"
        links={release.links ?? []}
        errors={(index) => fields[`links.${index}.link`]}
        onChange={(links) => change({ links })}
      />
    </fieldset>
  );
}
