import type { Release, Song } from '../../../../../domain/content/releases';
import { Field } from '../../../../components/field';
import { emptySong } from '../../../features/content/release-draft';
import type { FormSectionProps } from '../../../hooks/use-admin-form';
import { LinkFields } from './link-fields';

type Ep = Extract<Release, { type: 'ep' }>;

/** An EP's tracks, each with its title, artist and streaming links; one can be added or removed. */
export function TrackFields({ value: release, fields, change }: FormSectionProps<Ep>) {
  return (
    <>
      {release.songs.map((song, songIndex) => {
        const setSong = (patch: Partial<Song>) =>
          change({ songs: release.songs.map((s, i) => (i === songIndex ? { ...s, ...patch } : s)) });
        return (
          <fieldset key={songIndex} className="color-photos">
            <legend>Track {songIndex + 1}</legend>
            <div className="field-row">
              <Field id={`song-${songIndex}-title`} label="Title" error={fields[`songs.${songIndex}.title`]}>
                {(props) => (
                  <input {...props} value={song.title} onChange={(e) => setSong({ title: e.target.value })} />
                )}
              </Field>
              <Field
                id={`song-${songIndex}-artist`}
                label="Artist (with features)"
                error={fields[`songs.${songIndex}.artist`]}
              >
                {(props) => (
                  <input
                    {...props}
                    value={song.artist}
                    onChange={(e) => setSong({ artist: e.target.value })}
                  />
                )}
              </Field>
            </div>
            <LinkFields
              idPrefix={`song-${songIndex}-link`}
              links={song.links}
              errors={(index) => fields[`songs.${songIndex}.links.${index}.link`]}
              onChange={(links) => setSong({ links })}
            />
            {release.songs.length > 1 && (
              <button
                type="button"
                className="button button-outline button-small button-danger"
                onClick={() => change({ songs: release.songs.filter((_, i) => i !== songIndex) })}
              >
                Remove track {songIndex + 1}
              </button>
            )}
          </fieldset>
        );
      })}
      <button
        type="button"
        className="button button-outline"
        onClick={() => change({ songs: [...release.songs, emptySong(release.songs[0]?.artist ?? '')] })}
      >
        Add a track
      </button>
      {fields.songs && <p className="field-error">{fields.songs}</p>}
    </>
  );
}
