import { type FormEvent, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { Release } from '../../../../domain/content/releases';
import { useDocumentMeta } from '../../../components/document-meta';
import { LoadingScreen } from '../../../components/loading-screen';
import { useFocusFirstInvalid } from '../../../hooks/use-focus-first-invalid';
import { adminPaths } from '../../admin-paths';
import { FormActions } from '../../components/form-actions';
import { FormNotices } from '../../components/form-notices';
import { NotFoundPanel } from '../../components/not-found-panel';
import { contentApi } from '../../features/content/content-api';
import { blankRelease, draftFromRelease, withType } from '../../features/content/release-draft';
import { useAdminForm } from '../../hooks/use-admin-form';
import { CoverField } from './components/cover-field';
import { DetailsFields } from './components/details-fields';
import { EpLinkFields } from './components/ep-link-fields';
import { PlayerField } from './components/player-field';
import { SingleFields } from './components/single-fields';
import { TrackFields } from './components/track-fields';

/** Creates a release, or edits the one the route names: details, cover, tracks and streaming links. */
export default function AdminReleaseFormScreen() {
  const { slug } = useParams();
  const navigate = useNavigate();
  useDocumentMeta();
  const [uploading, setUploading] = useState(false);
  const form = useAdminForm<Release>({
    initial: blankRelease,
    key: slug,
    load: slug
      ? async () => {
          const loaded = await contentApi.release(slug);
          return () => draftFromRelease(loaded);
        }
      : undefined,
  });
  const { value: release, fields, change } = form;
  const element = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(element, fields);

  function submit(event: FormEvent) {
    event.preventDefault();
    void form.save(
      async (release) => {
        if (slug) await contentApi.updateRelease(slug, release);
        else await contentApi.createRelease(release);
      },
      () => navigate(adminPaths.releases),
    );
  }

  if (form.status === 'loading') return <LoadingScreen />;
  if (form.status === 'missing') {
    return (
      <NotFoundPanel title="Release not found" backTo={adminPaths.releases} backLabel="Back to releases" />
    );
  }
  return (
    <section className="admin-page">
      <h1>{slug ? 'Edit release' : 'New release'}</h1>
      <form ref={element} className="admin-form" onSubmit={submit} noValidate>
        <FormNotices message={form.message} />
        <DetailsFields
          value={release}
          fields={fields}
          change={change}
          saved={slug}
          onType={(type) => form.edit((current) => withType(current, type))}
        />
        <CoverField
          cover={release.cover}
          error={fields.cover}
          uploading={uploading}
          onUploading={setUploading}
          onChange={(cover) => change({ cover })}
          onFailure={(message) => form.fail('cover', message)}
        />
        <PlayerField value={release} fields={fields} change={change} />
        {release.type === 'single' ? (
          <SingleFields value={release} fields={fields} change={change} />
        ) : (
          <>
            <EpLinkFields value={release} fields={fields} change={change} />
            <TrackFields value={release} fields={fields} change={change} />
          </>
        )}
        <FormActions
          saveLabel="Save release"
          saving={form.saving}
          disabled={form.saving || uploading}
          onCancel={() => navigate(adminPaths.releases)}
        />
      </form>
    </section>
  );
}
