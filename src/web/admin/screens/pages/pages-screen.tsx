import './pages.css';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AdminPolicy, PolicySlug } from '../../../../domain/policies/policies';
import { isPolicySlug, POLICY_MARKDOWN_MAX, POLICY_TITLE_MAX } from '../../../../domain/policies/rules';
import { useDocumentMeta } from '../../../components/document-meta';
import { useLoad } from '../../../hooks/use-load';
import { adminPaths } from '../../admin-paths';
import { ListStates } from '../../components/list-states';
import { pagesApi } from '../../features/pages/pages-api';
import { PageEditor } from './page-editor';

/**
 * The shop's policy and info pages: pick one, edit its title and markdown, preview it as the server
 * draws it, save it or put its default text back (decision 0059).
 */
export default function AdminPagesScreen() {
  useDocumentMeta();
  const [search] = useSearchParams();
  const asked = search.get('page') ?? '';
  const [pages, setPages] = useState<AdminPolicy[]>([]);
  const load = useLoad(async () => setPages(await pagesApi.list()), 'Failed to retrieve the pages');
  const slug: PolicySlug = isPolicySlug(asked) ? asked : 'shipping';
  const page = pages.find((entry) => entry.slug === slug);

  const replace = (saved: AdminPolicy) =>
    setPages((now) => now.map((entry) => (entry.slug === saved.slug ? saved : entry)));

  return (
    <section className="admin-page">
      <div className="admin-title">
        <h1>Pages</h1>
      </div>
      <p className="admin-row-meta">
        Linked at the foot of every page. Each starts with default text written from the shop’s settings: make
        it your own. Write in markdown; the shop keeps only safe formatting.
      </p>
      <ListStates
        status={load.status}
        count={pages.length}
        empty="No pages."
        loadError={load.error}
        retry={load.retry}
      />
      {pages.length > 0 && (
        <div className="pages-admin">
          <nav aria-label="Pages" className="pages-list">
            <ul>
              {pages.map((entry) => (
                <li key={entry.slug}>
                  <Link
                    to={`${adminPaths.pages}?page=${entry.slug}`}
                    aria-current={entry.slug === slug ? 'page' : undefined}
                  >
                    <span>{entry.title}</span>
                    <span className="admin-row-meta">{entry.edited ? 'Edited' : 'Default text'}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {page && (
            <PageEditor
              key={page.slug}
              page={page}
              titleMax={POLICY_TITLE_MAX}
              markdownMax={POLICY_MARKDOWN_MAX}
              onSaved={replace}
            />
          )}
        </div>
      )}
    </section>
  );
}
