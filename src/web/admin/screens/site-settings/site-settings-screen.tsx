import { type FormEvent, useRef, useState } from 'react';
import type { Release } from '../../../../domain/content/releases';
import type { SiteSettings } from '../../../../domain/content/site';
import type { SettingsInForce } from '../../../../domain/content/site-in-force';
import { useDocumentMeta } from '../../../components/document-meta';
import { Field } from '../../../components/field';
import { useFocusFirstInvalid } from '../../../hooks/use-focus-first-invalid';
import { useLoad } from '../../../hooks/use-load';
import { FormActions } from '../../components/form-actions';
import { FormNotices } from '../../components/form-notices';
import { ListStates } from '../../components/list-states';
import { contentApi } from '../../features/content/content-api';
import { useAdminForm } from '../../hooks/use-admin-form';
import { HeroFields } from './components/hero-fields';
import { LogoFields } from './components/logo-fields';
import { ShopFields } from './components/shop-fields';
import { SocialLinksFields } from './components/social-links-fields';
import { SpotlightFields } from './components/spotlight-fields';
import { VideoFields } from './components/video-fields';

/** What staff change about the site itself: the story, the logo, the shop's details, the hero, the footer's links, the spotlight and the videos. */
function SiteForm({
  initial,
  fallback,
  releases,
}: {
  initial: SiteSettings;
  fallback: SettingsInForce;
  releases: Release[];
}) {
  const form = useAdminForm({ initial });
  const { value: site, fields, change } = form;
  const element = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(element, fields);

  function submit(event: FormEvent) {
    event.preventDefault();
    void form.save(contentApi.saveSite);
  }

  return (
    <form ref={element} className="admin-form" onSubmit={submit} noValidate>
      <FormNotices message={form.message} savedText={form.saved && 'Saved. The site shows it now.'} />
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
      <LogoFields logo={site.logo ?? {}} errors={fields} onChange={(logo) => change({ logo })} />
      <ShopFields value={site} fields={fields} change={change} fallback={fallback} />
      <HeroFields hero={site.hero ?? {}} errors={fields} onChange={(hero) => change({ hero })} />
      <SocialLinksFields value={site} fields={fields} change={change} />
      <SpotlightFields value={site} fields={fields} change={change} releases={releases} />
      <VideoFields value={site} fields={fields} change={change} releases={releases} />
      <FormActions saveLabel="Save site" saving={form.saving} />
    </form>
  );
}

export default function AdminSiteScreen() {
  useDocumentMeta();
  const [data, setData] = useState<{
    site: SiteSettings;
    fallback: SettingsInForce;
    releases: Release[];
  } | null>(null);
  const state = useLoad(async () => {
    const [{ inForce: _, fallback, ...site }, releases] = await Promise.all([
      contentApi.site(),
      contentApi.releases(),
    ]);
    setData({ site, fallback, releases });
  }, 'Failed to retrieve the site settings');
  return (
    <section className="admin-page">
      <h1>Site</h1>
      <ListStates status={state.status} count={1} empty="" loadError={state.error} retry={state.retry} />
      {data && <SiteForm initial={data.site} fallback={data.fallback} releases={data.releases} />}
    </section>
  );
}
