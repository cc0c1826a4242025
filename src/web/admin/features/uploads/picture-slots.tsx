import { type ChangeEvent, useState } from 'react';
import type { FieldErrors } from '../../hooks/admin-form-state';
import { uploadsApi } from './uploads-api';

export type PictureSlot<K extends string> = {
  key: K;
  label: string;
  /** What the site shows there now: the upload, or the built-in picture; null: nothing (the name as text). */
  shown: string | null;
};

/**
 * Pictures of the site that staff replace one by one (the hero's, the logo's): each shows what the
 * site shows, uploads a replacement, and goes back to the built-in picture. `value` holds the
 * uploads; `field` names each one's error (`hero.lightMobile`).
 */
export function PictureSlots<K extends string>({
  legend,
  what,
  slots,
  value,
  field,
  errors,
  className,
  onChange,
}: {
  legend: string;
  /** "the hero picture": the upload button says "Replace the hero picture: <label>". */
  what: string;
  slots: PictureSlot<K>[];
  value: Partial<Record<K, string>>;
  field: string;
  errors: FieldErrors;
  /** The slots' look: "hero-slots" (wide photos) or "logo-slots". */
  className: string;
  onChange(value: Partial<Record<K, string>>): void;
}) {
  const [uploading, setUploading] = useState<K | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function upload(key: K, event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(key);
    setFailure(null);
    try {
      const [url] = (await uploadsApi.upload([file])).urls;
      if (url) onChange({ ...value, [key]: url });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setUploading(null);
    }
  }

  return (
    <fieldset className="color-photos">
      <legend>{legend}</legend>
      <div className={className}>
        {slots.map(({ key, label, shown }) => {
          const error = errors[`${field}.${key}`];
          const errorId = `${field}-${key}-error`;
          return (
            <div key={key} className="picture-slot" data-slot={key}>
              {shown ? (
                <img src={shown} alt="" width="160" height="90" loading="lazy" />
              ) : (
                <span className="picture-slot-empty">None yet</span>
              )}
              <span className="admin-row-name">{label}</span>
              <label className="button button-outline button-small upload-button">
                {uploading === key ? 'Uploading…' : 'Replace'}
                <input
                  className="upload-input"
                  type="file"
                  accept="image/jpeg,image/png,image/webp,image/avif"
                  aria-label={`Replace ${what}: ${label}`}
                  aria-invalid={Boolean(error)}
                  aria-describedby={error ? errorId : undefined}
                  onChange={(event) => void upload(key, event)}
                />
              </label>
              {value[key] && (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => {
                    const { [key]: _, ...rest } = value;
                    onChange(rest as Partial<Record<K, string>>);
                  }}
                >
                  Use the built-in picture
                </button>
              )}
              {error && (
                <p id={errorId} className="field-error">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
    </fieldset>
  );
}
