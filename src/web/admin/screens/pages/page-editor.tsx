import { type FormEvent, useState } from 'react';
import { PAGES } from '../../../../domain/pages/pages';
import type { AdminPolicy } from '../../../../domain/policies/policies';
import { problemOf } from '../../../api-client';
import { Field } from '../../../components/field';
import { useConfirm } from '../../components/confirm-dialog';
import { FormNotices } from '../../components/form-notices';
import { pagesApi } from '../../features/pages/pages-api';

type Said = { text: string; failed: boolean } | null;

/**
 * One page's title and markdown, with its preview: the server's drawing of the text, the one fans
 * will see (nothing is sanitised in the browser). Saving shows it on the site at once.
 */
export function PageEditor({
  page,
  titleMax,
  markdownMax,
  onSaved,
}: {
  page: AdminPolicy;
  titleMax: number;
  markdownMax: number;
  onSaved(page: AdminPolicy): void;
}) {
  const confirm = useConfirm();
  const [title, setTitle] = useState(page.title);
  const [markdown, setMarkdown] = useState(page.markdown);
  const [preview, setPreview] = useState(page.html);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [said, setSaid] = useState<Said>(null);
  const [busy, setBusy] = useState<'preview' | 'save' | 'reset' | null>(null);

  async function run(what: 'preview' | 'save' | 'reset', action: () => Promise<string | null>) {
    setBusy(what);
    setSaid(null);
    try {
      const text = await action();
      setFields({});
      if (text) setSaid({ text, failed: false });
    } catch (failure) {
      const problem = problemOf(failure);
      setFields(problem.fields);
      setSaid({ text: problem.message, failed: true });
    } finally {
      setBusy(null);
    }
  }

  const showPreview = () =>
    run('preview', async () => {
      setPreview((await pagesApi.preview(markdown)).html);
      return null;
    });

  function save(event: FormEvent) {
    event.preventDefault();
    void run('save', async () => {
      const saved = await pagesApi.save(page.slug, { title, markdown });
      setPreview(saved.html);
      onSaved(saved);
      return `Saved. ${saved.title} shows the new text now.`;
    });
  }

  async function reset() {
    if (!(await confirm.ask(`Put back the default text of ${page.title}? Your text is lost.`, 'Put back'))) {
      return;
    }
    await run('reset', async () => {
      const restored = await pagesApi.reset(page.slug);
      setTitle(restored.title);
      setMarkdown(restored.markdown);
      setPreview(restored.html);
      onSaved(restored);
      return `${restored.title} shows its default text again.`;
    });
  }

  return (
    <div className="page-editor">
      <FormNotices
        message={said?.failed ? said.text : null}
        savedText={said && !said.failed ? said.text : false}
      />
      <form className="admin-form" onSubmit={save} noValidate aria-label={`Edit ${page.title}`}>
        <Field id="page-title" label="Title" error={fields.title}>
          {(props) => (
            <input
              {...props}
              type="text"
              value={title}
              maxLength={titleMax}
              onChange={(e) => setTitle(e.target.value)}
            />
          )}
        </Field>
        <Field
          id="page-markdown"
          label="Text"
          error={fields.markdown}
          hint="Markdown: ## a heading, **bold**, *italic*, [a link](https://…), - a list, | a | table |."
        >
          {(props) => (
            <textarea
              {...props}
              rows={18}
              value={markdown}
              maxLength={markdownMax}
              onChange={(e) => setMarkdown(e.target.value)}
            />
          )}
        </Field>
        <div className="form-actions">
          <button
            type="button"
            className="button button-outline"
            onClick={showPreview}
            disabled={busy !== null}
          >
            {busy === 'preview' ? 'Drawing…' : 'Preview'}
          </button>
          {page.edited && (
            <button type="button" className="link-button" onClick={reset} disabled={busy !== null}>
              Put back the default text
            </button>
          )}
          <button type="submit" className="button button-accent" disabled={busy !== null}>
            {busy === 'save' ? 'Saving…' : 'Save page'}
          </button>
        </div>
      </form>
      <section className="page-preview" aria-labelledby="page-preview-title">
        <h2 id="page-preview-title">
          Preview{' '}
          <a className="admin-row-meta" href={PAGES[page.slug].pattern} target="_blank" rel="noopener">
            Open the page
          </a>
        </h2>
        {/* Drawn from the markdown and made safe by the server (sanitize-html). */}
        <div className="policy-text" dangerouslySetInnerHTML={{ __html: preview }} />
      </section>
      {confirm.dialog}
    </div>
  );
}
