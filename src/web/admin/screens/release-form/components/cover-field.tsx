import type { ChangeEvent } from 'react';
import { Spinner } from '../../../../components/loading-screen';
import { uploadsApi } from '../../../features/uploads/uploads-api';

/** The release's cover: shown once there is one, uploaded as soon as a file is chosen. */
export function CoverField(props: {
  cover: string;
  error: string | undefined;
  uploading: boolean;
  onUploading(uploading: boolean): void;
  onChange(cover: string): void;
  onFailure(message: string): void;
}) {
  const { cover, error } = props;

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    props.onUploading(true);
    try {
      const [url] = (await uploadsApi.upload([file])).urls;
      if (url) props.onChange(url);
    } catch (failure) {
      props.onFailure(failure instanceof Error ? failure.message : String(failure));
    } finally {
      props.onUploading(false);
    }
  }

  return (
    <fieldset className="image-editor">
      <legend>Cover</legend>
      {cover && <img className="cover-preview" src={cover} alt="" width="160" height="160" />}
      <label className="button button-outline upload-button">
        {cover ? 'Replace cover' : 'Upload cover'}
        <input
          className="upload-input"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'release-cover-error' : undefined}
          onChange={upload}
        />
      </label>
      {props.uploading && <Spinner label="Uploading" />}
      {error && (
        <p id="release-cover-error" className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
