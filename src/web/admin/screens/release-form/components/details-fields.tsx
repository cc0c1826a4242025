import { useState } from 'react';
import type { Release } from '../../../../../domain/content/releases';
import { slugify } from '../../../../../domain/shared/slug';
import { Field } from '../../../../components/field';
import type { FormSectionProps } from '../../../hooks/use-admin-form';

/**
 * A release's title, its address (made from the title until staff write their own), its date and
 * whether it is a single or an EP. `saved` is the address it was loaded from, when it is edited.
 */
export function DetailsFields({
  value: release,
  fields,
  change,
  saved,
  onType,
}: FormSectionProps<Release> & { saved: string | undefined; onType(type: Release['type']): void }) {
  const [slugTouched, setSlugTouched] = useState(Boolean(saved));
  return (
    <>
      <div className="field-row">
        <Field id="release-title" label="Title" error={fields.title}>
          {(props) => (
            <input
              {...props}
              value={release.title}
              onChange={(e) =>
                change({ title: e.target.value, ...(slugTouched ? {} : { slug: slugify(e.target.value) }) })
              }
            />
          )}
        </Field>
        <Field id="release-slug" label="Address: /discography/…" error={fields.slug}>
          {(props) => (
            <input
              {...props}
              spellCheck={false}
              value={release.slug}
              onChange={(e) => {
                setSlugTouched(true);
                change({ slug: e.target.value });
              }}
            />
          )}
        </Field>
      </div>
      {saved && release.slug !== saved && (
        <p className="hint">The old address, /discography/{saved}, will lead to the new one.</p>
      )}
      <div className="field-row">
        <Field id="release-date" label="Release date" error={fields.releaseDate}>
          {(props) => (
            <input
              {...props}
              type="date"
              value={release.releaseDate}
              onChange={(e) => change({ releaseDate: e.target.value })}
            />
          )}
        </Field>
        <fieldset className="release-choice release-type">
          <legend>Type</legend>
          {(['single', 'ep'] as const).map((type) => (
            <label key={type} className="radio">
              <input
                type="radio"
                name="release-type"
                checked={release.type === type}
                onChange={() => onType(type)}
              />
              {type === 'single' ? 'Single' : 'EP'}
            </label>
          ))}
        </fieldset>
      </div>
    </>
  );
}
