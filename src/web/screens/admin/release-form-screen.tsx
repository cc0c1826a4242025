import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PLATFORMS } from '../../../domain/platforms';
import type { Link as PlatformLink, Release, Song } from '../../../domain/releases';
import { slugify } from '../../../domain/slug';
import { adminApi } from '../../api/admin';
import { ApiError, problemOf } from '../../api/client';
import { contentApi } from '../../api/content-admin';
import { useDocumentMeta } from '../../components/document-meta';
import { Field } from '../../components/field';
import { LoadingScreen, Spinner } from '../../components/loading-screen';
import { useFocusFirstInvalid } from '../../hooks/use-focus-first-invalid';
import { paths } from '../../paths';

/** Every platform, in the site's order, keeping what a release already has for each. */
function allPlatforms(links: readonly PlatformLink[]): PlatformLink[] {
  return PLATFORMS.map(
    (platform) => links.find((link) => link.platform === platform) ?? { platform, link: '' },
  );
}

const emptySong = (artist: string): Song => ({ title: '', artist, links: allPlatforms([]) });

function blankRelease(): Release {
  return {
    type: 'single',
    title: '',
    slug: '',
    releaseDate: new Date().toISOString().slice(0, 10),
    cover: '',
    artist: '',
    links: allPlatforms([]),
  };
}

/** Streaming links, one field per platform; an empty one shows "Coming soon" on the release page. */
function LinkFields({
  idPrefix,
  links,
  errors,
  onChange,
}: {
  idPrefix: string;
  links: PlatformLink[];
  errors: (index: number) => string | undefined;
  onChange(links: PlatformLink[]): void;
}) {
  return (
    <div className="field-row field-row-3">
      {links.map((link, index) => (
        <Field
          key={link.platform}
          id={`${idPrefix}-${index}`}
          label={link.platform}
          error={errors(index)}
          optional
        >
          {(props) => (
            <input
              {...props}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={link.link}
              onChange={(e) =>
                onChange(links.map((l, i) => (i === index ? { ...l, link: e.target.value } : l)))
              }
            />
          )}
        </Field>
      ))}
    </div>
  );
}

/** Creates a release, or edits the one the route names: details, cover, tracks and streaming links. */
export default function AdminReleaseFormScreen() {
  const { slug } = useParams();
  const navigate = useNavigate();
  useDocumentMeta();
  const [release, setRelease] = useState<Release>(blankRelease);
  const [slugTouched, setSlugTouched] = useState(Boolean(slug));
  const [loading, setLoading] = useState(Boolean(slug));
  const [missing, setMissing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, fields);

  useEffect(() => {
    if (!slug) return;
    contentApi.release(slug).then(
      (loaded) => {
        setRelease(
          loaded.type === 'single'
            ? { ...loaded, links: allPlatforms(loaded.links) }
            : {
                ...loaded,
                songs: loaded.songs.map((song) => ({ ...song, links: allPlatforms(song.links) })),
              },
        );
        setLoading(false);
      },
      (failure: unknown) => {
        if (failure instanceof ApiError && failure.status === 404) setMissing(true);
        else setError(failure instanceof Error ? failure.message : String(failure));
        setLoading(false);
      },
    );
  }, [slug]);

  function change(patch: Partial<Release>) {
    setRelease((current) => ({ ...current, ...patch }) as Release);
  }

  function setType(type: Release['type']) {
    if (type === release.type) return;
    const { title, slug: address, releaseDate, cover } = release;
    const base = { title, slug: address, releaseDate, cover };
    if (type === 'ep') {
      const first =
        release.type === 'single' ? { title, artist: release.artist, links: release.links } : null;
      setRelease({ ...base, type: 'ep', songs: [first ?? emptySong('')] });
    } else {
      const song = release.type === 'ep' ? release.songs[0] : undefined;
      setRelease({
        ...base,
        type: 'single',
        artist: song?.artist ?? '',
        links: song?.links ?? allPlatforms([]),
      });
    }
  }

  async function uploadCover(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      const [url] = (await adminApi.upload([file])).urls;
      if (url) change({ cover: url });
    } catch (failure) {
      setFields((current) => ({
        ...current,
        cover: failure instanceof Error ? failure.message : String(failure),
      }));
    } finally {
      setUploading(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    setFields({});
    try {
      if (slug) await contentApi.updateRelease(slug, release);
      else await contentApi.createRelease(release);
      navigate(paths.admin.releases);
    } catch (failure) {
      const problem = problemOf(failure);
      setFields(problem.fields);
      setError(problem.message);
      setSaving(false);
    }
  }

  if (loading) return <LoadingScreen />;
  if (missing) {
    return (
      <section className="admin-page">
        <div className="empty" role="alert">
          <h1>Release not found</h1>
          <p>It may have been deleted, or the link may be mistyped.</p>
          <Link className="button" to={paths.admin.releases}>
            Back to releases
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className="admin-page">
      <h1>{slug ? 'Edit release' : 'New release'}</h1>
      <form ref={form} className="admin-form" onSubmit={submit} noValidate>
        {error && (
          <p className="notice notice-warning" role="alert">
            {error}
          </p>
        )}
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
        {slug && release.slug !== slug && (
          <p className="hint">The old address, /discography/{slug}, will lead to the new one.</p>
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
                  onChange={() => setType(type)}
                />
                {type === 'single' ? 'Single' : 'EP'}
              </label>
            ))}
          </fieldset>
        </div>
        <fieldset className="image-editor">
          <legend>Cover</legend>
          {release.cover && (
            <img className="cover-preview" src={release.cover} alt="" width="160" height="160" />
          )}
          <label className="button button-outline upload-button">
            {release.cover ? 'Replace cover' : 'Upload cover'}
            <input
              className="upload-input"
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
              aria-invalid={Boolean(fields.cover)}
              aria-describedby={fields.cover ? 'release-cover-error' : undefined}
              onChange={uploadCover}
            />
          </label>
          {uploading && <Spinner label="Uploading" />}
          {fields.cover && (
            <p id="release-cover-error" className="field-error" role="alert">
              {fields.cover}
            </p>
          )}
        </fieldset>
        {release.type === 'single' ? (
          <fieldset className="color-photos">
            <legend>Artist and streaming links</legend>
            <Field id="release-artist" label="Artist (with features, as shown)" error={fields.artist}>
              {(props) => (
                <input
                  {...props}
                  value={release.artist}
                  onChange={(e) => change({ artist: e.target.value })}
                />
              )}
            </Field>
            <LinkFields
              idPrefix="release-link"
              links={release.links}
              errors={(index) => fields[`links.${index}.link`]}
              onChange={(links) => change({ links })}
            />
          </fieldset>
        ) : (
          <>
            {release.songs.map((song, songIndex) => {
              const setSong = (patch: Partial<Song>) =>
                change({ songs: release.songs.map((s, i) => (i === songIndex ? { ...s, ...patch } : s)) });
              return (
                <fieldset key={songIndex} className="color-photos">
                  <legend>Track {songIndex + 1}</legend>
                  <div className="field-row">
                    <Field
                      id={`song-${songIndex}-title`}
                      label="Title"
                      error={fields[`songs.${songIndex}.title`]}
                    >
                      {(props) => (
                        <input
                          {...props}
                          value={song.title}
                          onChange={(e) => setSong({ title: e.target.value })}
                        />
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
        )}
        <div className="form-actions">
          <button
            type="button"
            className="button button-outline"
            onClick={() => navigate(paths.admin.releases)}
          >
            Cancel
          </button>
          <button type="submit" className="button button-accent" disabled={saving || uploading}>
            {saving ? 'Saving…' : 'Save release'}
          </button>
        </div>
      </form>
    </section>
  );
}
