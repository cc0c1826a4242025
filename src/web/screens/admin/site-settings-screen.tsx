import { type FormEvent, useState } from 'react';
import type { Release } from '../../../domain/releases';
import type { CarouselVideo, SiteSettings } from '../../../domain/site';
import { VIDEO_CAROUSEL_SIZE } from '../../../domain/site';
import { ApiError } from '../../api/client';
import { contentApi } from '../../api/content-admin';
import { useDocumentMeta } from '../../components/document-meta';
import { useLoad } from '../../hooks/use-load';
import { Field } from '../cart/field';
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

function withRelease<T extends { release?: string | undefined }>(item: T, release: string | undefined): T {
  const { release: _, ...rest } = item;
  return (release ? { ...rest, release } : rest) as T;
}

/** What staff change about the site itself: the footer's links, the spotlight and the videos. */
function SiteForm({ initial, releases }: { initial: SiteSettings; releases: Release[] }) {
  const [site, setSite] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [problem, setProblem] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const fields = problem?.fields ?? {};
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
      setProblem(
        failure instanceof ApiError
          ? { message: failure.message, fields: failure.fields }
          : { message: String(failure), fields: {} },
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
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
  useDocumentMeta({ title: 'Site' });
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
