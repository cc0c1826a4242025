import type { Release } from '../../../../../domain/content/releases';
import { type SiteSettings, withRelease } from '../../../../../domain/content/site';
import { Field } from '../../../../components/field';
import type { FormSectionProps } from '../../../hooks/use-admin-form';
import { ReleaseSelect } from './release-select';

/** The release the home page puts in its spotlight: its title, artists, clip and full video. */
export function SpotlightFields({
  value: site,
  fields,
  change,
  releases,
}: FormSectionProps<SiteSettings> & { releases: Release[] }) {
  return (
    <fieldset className="color-photos">
      <legend>Spotlight on the home page</legend>
      <div className="field-row">
        <Field id="spotlight-name" label="Title" error={fields['spotlight.name']}>
          {(props) => (
            <input
              {...props}
              value={site.spotlight.name}
              onChange={(e) => change({ spotlight: { ...site.spotlight, name: e.target.value } })}
            />
          )}
        </Field>
        <Field id="spotlight-release" label="Release" error={fields['spotlight.release']}>
          {(props) => (
            <ReleaseSelect
              {...props}
              value={site.spotlight.release}
              releases={releases}
              onChange={(release) => change({ spotlight: withRelease(site.spotlight, release) })}
            />
          )}
        </Field>
      </div>
      <div className="field-row field-row-3">
        <Field id="spotlight-artists" label="Artists" error={fields['spotlight.artists']}>
          {(props) => (
            <input
              {...props}
              value={site.spotlight.artists}
              onChange={(e) => change({ spotlight: { ...site.spotlight, artists: e.target.value } })}
            />
          )}
        </Field>
        <Field id="spotlight-clip" label="Clip (video id)" error={fields['spotlight.clipUrl']}>
          {(props) => (
            <input
              {...props}
              spellCheck={false}
              value={site.spotlight.clipUrl}
              onChange={(e) => change({ spotlight: { ...site.spotlight, clipUrl: e.target.value } })}
            />
          )}
        </Field>
        <Field
          id="spotlight-video"
          label="Full video in the carousel (video id)"
          error={fields['spotlight.videoId']}
          optional
        >
          {(props) => (
            <input
              {...props}
              spellCheck={false}
              value={site.spotlight.videoId ?? ''}
              onChange={(e) => {
                const { videoId: _, ...rest } = site.spotlight;
                change({ spotlight: e.target.value ? { ...rest, videoId: e.target.value } : rest });
              }}
            />
          )}
        </Field>
      </div>
      <Field id="spotlight-full" label="Full video link" error={fields['spotlight.fullVideoUrl']} optional>
        {(props) => (
          <input
            {...props}
            type="url"
            placeholder="https://"
            value={site.spotlight.fullVideoUrl}
            onChange={(e) => change({ spotlight: { ...site.spotlight, fullVideoUrl: e.target.value } })}
          />
        )}
      </Field>
    </fieldset>
  );
}
