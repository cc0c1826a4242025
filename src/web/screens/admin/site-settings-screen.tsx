import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { HERO_KEYS, HERO_LABELS, type HeroImages, type HeroKey, heroVariants } from '../../../domain/hero';
import type { Release } from '../../../domain/releases';
import type { CarouselVideo, SiteSettings } from '../../../domain/site';
import { VIDEO_CAROUSEL_SIZE, withRelease } from '../../../domain/site';
import { adminApi } from '../../api/admin';
import { type Problem, problemOf } from '../../api/client';
import { contentApi } from '../../api/content-admin';
import { useDocumentMeta } from '../../components/document-meta';
import { Field } from '../../components/field';
import { useFocusFirstInvalid } from '../../hooks/use-focus-first-invalid';
import { useLoad } from '../../hooks/use-load';
import { ListStates } from './list-states';

/** The releases to link a video or the spotlight to, newest first, or none. */
function ReleaseSelect(props: {
  id: string;
  value: string | undefined;
  releases: Release[];
  onChange(slug: string | undefined): void;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}) {
  const { value, releases, onChange, ...rest } = props;
  return (
    <select {...rest} value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
      <option value="">No release</option>
      {releases.map((release) => (
        <option key={release.slug} value={release.slug}>
          {release.title}
        </option>
      ))}
    </select>
  );
}

/** The four hero pictures of the home page, each uploaded on its own; one left out is the built-in art. */
function HeroFields({
  hero,
  errors,
  onChange,
}: {
  hero: Partial<HeroImages>;
  errors: Record<string, string>;
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
      const [url] = (await adminApi.upload([file])).urls;
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

const NO_FIELDS: Readonly<Record<string, string>> = {};

/** What staff change about the site itself: the story, the shop's details, the hero, the footer's links, the spotlight and the videos. */
function SiteForm({ initial, releases }: { initial: SiteSettings; releases: Release[] }) {
  const [site, setSite] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const fields = problem?.fields ?? NO_FIELDS;
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, fields);
  const videos: CarouselVideo[] = Array.from(
    { length: VIDEO_CAROUSEL_SIZE },
    (_, i) => site.videos[i] ?? { title: '', videoId: '' },
  );

  function change(patch: Partial<SiteSettings>) {
    setSaved(false);
    setSite((current) => ({ ...current, ...patch }));
  }
  function setVideo(index: number, video: CarouselVideo) {
    // Rows left blank are not kept.
    const next = videos.map((v, i) => (i === index ? video : v)).filter((v) => v.title || v.videoId);
    change({ videos: next });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setProblem(null);
    try {
      setSite(await contentApi.saveSite(site));
      setSaved(true);
    } catch (failure) {
      setProblem(problemOf(failure));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form ref={form} className="admin-form" onSubmit={submit} noValidate>
      {problem && (
        <p className="notice notice-warning" role="alert">
          {problem.message}
        </p>
      )}
      {saved && (
        <p className="notice" role="status">
          Saved. The site shows it now.
        </p>
      )}
      <div className="field-row">
        <Field id="site-artist" label="Artist name" error={fields.artistName}>
          {(props) => (
            <input
              {...props}
              value={site.artistName}
              onChange={(e) => change({ artistName: e.target.value })}
            />
          )}
        </Field>
        <Field
          id="site-description"
          label="Site description (for search results)"
          error={fields.siteDescription}
        >
          {(props) => (
            <input
              {...props}
              value={site.siteDescription}
              onChange={(e) => change({ siteDescription: e.target.value })}
            />
          )}
        </Field>
      </div>
      <Field
        id="site-about"
        label="About page: the story (a blank line between paragraphs)"
        error={fields.about}
      >
        {(props) => (
          <textarea
            {...props}
            rows={6}
            value={site.about ?? ''}
            onChange={(e) => change({ about: e.target.value })}
          />
        )}
      </Field>
      <fieldset className="color-photos">
        <legend>Shop</legend>
        <div className="field-row">
          <Field
            id="site-contact"
            label="Contact email (replies to order emails)"
            error={fields.contactEmail}
            optional
          >
            {(props) => (
              <input
                {...props}
                type="email"
                value={site.contactEmail ?? ''}
                onChange={(e) => change({ contactEmail: e.target.value })}
              />
            )}
          </Field>
          <Field id="site-pickup-hours" label="Pickup hours" error={fields['pickup.hours']} optional>
            {(props) => (
              <input
                {...props}
                placeholder="Mon–Sat, 10am–6pm"
                value={site.pickup?.hours ?? ''}
                onChange={(e) =>
                  change({ pickup: { address: site.pickup?.address ?? '', hours: e.target.value } })
                }
              />
            )}
          </Field>
        </div>
        <Field id="site-pickup-address" label="Pickup address" error={fields['pickup.address']} optional>
          {(props) => (
            <input
              {...props}
              value={site.pickup?.address ?? ''}
              onChange={(e) =>
                change({ pickup: { address: e.target.value, hours: site.pickup?.hours ?? '' } })
              }
            />
          )}
        </Field>
        <p className="hint">Left empty, the server’s settings are used.</p>
      </fieldset>
      <HeroFields hero={site.hero ?? {}} errors={fields} onChange={(hero) => change({ hero })} />
      <fieldset className="color-photos">
        <legend>Footer: social and music platforms</legend>
        <p className="hint">A platform without a link shows as “coming soon”.</p>
        <div className="field-row field-row-3">
          {site.socialLinks.map((link, index) => (
            <Field
              key={link.platform}
              id={`social-${index}`}
              label={link.platform}
              error={fields[`socialLinks.${index}.url`]}
              optional
            >
              {(props) => (
                <input
                  {...props}
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  value={link.url}
                  onChange={(e) =>
                    change({
                      socialLinks: site.socialLinks.map((l, i) =>
                        i === index ? { ...l, url: e.target.value } : l,
                      ),
                    })
                  }
                />
              )}
            </Field>
          ))}
        </div>
      </fieldset>
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
            <Field
              id={`video-${index}-id`}
              label="Video id"
              error={fields[`videos.${index}.videoId`]}
              optional
            >
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
      <div className="form-actions">
        <button type="submit" className="button button-accent" disabled={saving}>
          {saving ? 'Saving…' : 'Save site'}
        </button>
      </div>
    </form>
  );
}

export default function AdminSiteScreen() {
  useDocumentMeta();
  const [data, setData] = useState<{ site: SiteSettings; releases: Release[] } | null>(null);
  const state = useLoad(async () => {
    const [site, releases] = await Promise.all([contentApi.site(), contentApi.releases()]);
    setData({ site, releases });
  }, 'Failed to retrieve the site settings');
  return (
    <section className="admin-page">
      <h1>Site</h1>
      <ListStates status={state.status} count={1} empty="" loadError={state.error} retry={state.retry} />
      {data && <SiteForm initial={data.site} releases={data.releases} />}
    </section>
  );
}
