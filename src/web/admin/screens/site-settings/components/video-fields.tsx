import type { Release } from '../../../../../domain/content/releases';
import {
  type CarouselVideo,
  type SiteSettings,
  VIDEO_CAROUSEL_SIZE,
  withRelease,
} from '../../../../../domain/content/site';
import { Field } from '../../../../components/field';
import type { FormSectionProps } from '../../../hooks/use-admin-form';
import { ReleaseSelect } from './release-select';

/** The home page's videos carousel: a row for each of its places, in order. */
export function VideoFields({
  value: site,
  fields,
  change,
  releases,
}: FormSectionProps<SiteSettings> & { releases: Release[] }) {
  const videos: CarouselVideo[] = Array.from(
    { length: VIDEO_CAROUSEL_SIZE },
    (_, i) => site.videos[i] ?? { title: '', videoId: '' },
  );
  function setVideo(index: number, video: CarouselVideo) {
    // Rows left blank are not kept.
    const next = videos.map((v, i) => (i === index ? video : v)).filter((v) => v.title || v.videoId);
    change({ videos: next });
  }

  return (
    <fieldset className="color-photos">
      <legend>Videos carousel</legend>
      <p className="hint">
        Up to five, in this order. A row without a video id is kept for later and not shown.
      </p>
      {videos.map((video, index) => (
        <div key={index} className="field-row field-row-3">
          <Field
            id={`video-${index}-title`}
            label={`Video ${index + 1}: title`}
            error={fields[`videos.${index}.title`]}
          >
            {(props) => (
              <input
                {...props}
                value={video.title}
                onChange={(e) => setVideo(index, { ...video, title: e.target.value })}
              />
            )}
          </Field>
          <Field id={`video-${index}-id`} label="Video id" error={fields[`videos.${index}.videoId`]} optional>
            {(props) => (
              <input
                {...props}
                spellCheck={false}
                value={video.videoId}
                onChange={(e) => setVideo(index, { ...video, videoId: e.target.value })}
              />
            )}
          </Field>
          <Field
            id={`video-${index}-release`}
            label="Release"
            error={fields[`videos.${index}.release`]}
            optional
          >
            {(props) => (
              <ReleaseSelect
                {...props}
                value={video.release}
                releases={releases}
                onChange={(release) => setVideo(index, withRelease(video, release))}
              />
            )}
          </Field>
        </div>
      ))}
    </fieldset>
  );
}
