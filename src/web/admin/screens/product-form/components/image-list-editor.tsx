import { type ChangeEvent, useState } from 'react';
import { smallImageUrl } from '../../../../../domain/shared/media';
import { Spinner } from '../../../../components/loading-screen';
import { uploadsApi } from '../../../features/uploads/uploads-api';

type Props = { urls: string[]; onChange(urls: string[]): void; error?: string | undefined };

/** Upload several photos, put them in order (the first is the one shops show), remove any. */
export function ImageListEditor({ urls, onChange, error }: Props) {
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    setUploading(true);
    setUploadError(null);
    try {
      const result = await uploadsApi.upload(files);
      onChange([...urls, ...result.urls]);
    } catch (failure) {
      setUploadError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setUploading(false);
    }
  }

  function move(index: number, by: number) {
    const next = [...urls];
    const [item] = next.splice(index, 1);
    if (item === undefined) return;
    next.splice(index + by, 0, item);
    onChange(next);
  }

  return (
    <fieldset className="image-editor">
      <legend>Images</legend>
      {urls.length > 0 && (
        <ol className="image-list" aria-label="Product images">
          {urls.map((url, index) => (
            <li key={url}>
              <img src={smallImageUrl(url)} alt={`Product shot ${index + 1}`} width="96" height="120" />
              <div className="image-actions">
                <button
                  type="button"
                  aria-label={`Move image ${index + 1} earlier`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  aria-label={`Move image ${index + 1} later`}
                  disabled={index === urls.length - 1}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  aria-label={`Remove image ${index + 1}`}
                  onClick={() => onChange(urls.filter((u) => u !== url))}
                >
                  ✕
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <label className="button button-outline upload-button">
        Upload images
        <input
          className="upload-input"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          multiple
          onChange={upload}
        />
      </label>
      {uploading && <Spinner label="Uploading" />}
      {(uploadError || error) && (
        <p className="field-error" role="alert">
          {uploadError ?? error}
        </p>
      )}
    </fieldset>
  );
}
