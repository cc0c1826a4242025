import { type ChangeEvent, useState } from 'react';
import {
  HERO_KEYS,
  HERO_LABELS,
  type HeroImages,
  type HeroKey,
  heroVariants,
} from '../../../../../domain/content/hero';
import { uploadsApi } from '../../../features/uploads/uploads-api';
import type { FieldErrors } from '../../../hooks/admin-form-state';

/** The four hero pictures of the home page, each uploaded on its own; one left out is the built-in art. */
export function HeroFields({
  hero,
  errors,
  onChange,
}: {
  hero: Partial<HeroImages>;
  errors: FieldErrors;
  onChange(hero: Partial<HeroImages>): void;
}) {
  const [uploading, setUploading] = useState<HeroKey | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const variants = heroVariants(hero);

  async function upload(key: HeroKey, event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(key);
    setFailure(null);
    try {
      const [url] = (await uploadsApi.upload([file])).urls;
      if (url) onChange({ ...hero, [key]: url });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setUploading(null);
    }
  }

  return (
    <fieldset className="color-photos">
      <legend>Home page hero</legend>
      <div className="hero-slots">
        {HERO_KEYS.map((key) => {
          const shown = variants.find((variant) => variant.key === key);
          return (
            <div key={key} className="hero-slot">
              <img src={shown?.src} alt="" width="160" height="90" loading="lazy" />
              <span className="admin-row-name">{HERO_LABELS[key]}</span>
              <label className="button button-outline button-small upload-button">
                {uploading === key ? 'Uploading…' : 'Replace'}
                <input
                  className="upload-input"
                  type="file"
                  accept="image/jpeg,image/png,image/webp,image/avif"
                  aria-label={`Replace the hero picture: ${HERO_LABELS[key]}`}
                  aria-invalid={Boolean(errors[`hero.${key}`])}
                  aria-describedby={errors[`hero.${key}`] ? `hero-${key}-error` : undefined}
                  onChange={(event) => void upload(key, event)}
                />
              </label>
              {hero[key] && (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => {
                    const { [key]: _, ...rest } = hero;
                    onChange(rest);
                  }}
                >
                  Use the built-in picture
                </button>
              )}
              {errors[`hero.${key}`] && (
                <p id={`hero-${key}-error`} className="field-error">
                  {errors[`hero.${key}`]}
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
