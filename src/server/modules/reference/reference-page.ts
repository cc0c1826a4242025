import { ROUTES_WITHOUT_SCHEMA } from '../../http/schemaless-routes';
import { escapeHtml } from '../site/head-html';
import { type ApiRoute, groupOf } from './plugin';
import { schemaText } from './schema-text';

type Schema = Parameters<typeof schemaText>[0];

/** Inline: the site's content security policy allows inline styles, and no script is needed. */
const STYLE = `
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fafafa; }
  main { max-width: 60rem; margin: 0 auto; padding: 1.5rem; }
  nav { columns: 14rem; margin-bottom: 2rem; }
  nav a { display: block; }
  h2 { border-bottom: 2px solid #1a1a1a; margin-top: 2.5rem; text-transform: capitalize; }
  article { background: #fff; border: 1px solid #ddd; border-radius: 6px; padding: 0.75rem 1rem; margin: 1rem 0; }
  h3 { font: 600 1rem ui-monospace, monospace; margin: 0; }
  .method { display: inline-block; min-width: 4.5rem; }
  pre { background: #f3f3f3; padding: 0.5rem 0.75rem; overflow-x: auto; margin: 0.25rem 0 0.75rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
`;

function answersHtml(schema: NonNullable<ApiRoute['schema']>): string {
  const response = (schema.response ?? {}) as Record<string, Schema>;
  return Object.entries(response)
    .filter(([status]) => !status.endsWith('xx'))
    .map(([status, body]) => {
      const shown = body.type === 'null' ? '(no body)' : schemaText(body);
      return `<dt>${escapeHtml(status)}</dt><dd><pre>${escapeHtml(shown)}</pre></dd>`;
    })
    .join('');
}

function routeHtml(route: ApiRoute, reason: string | undefined): string {
  const summary = reason ?? route.schema?.summary ?? '';
  const answers = route.schema ? `<dl>${answersHtml(route.schema)}</dl>` : '';
  return `<article><h3><span class="method">${route.method}</span> ${escapeHtml(route.url)}</h3>
    <p>${escapeHtml(summary)}</p>${answers}</article>`;
}

/**
 * GET /api/admin/reference: every API route, grouped, with its summary and answers, drawn on the
 * server from the same schemas that write the answers. The error body is shown once.
 */
export function referencePage(routes: readonly ApiRoute[], errorSchema: Schema): string {
  const groups = new Map<string, string[]>();
  const api = routes
    .filter((route) => route.url.startsWith('/api/'))
    .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  for (const route of api) {
    const reason = ROUTES_WITHOUT_SCHEMA.find(
      (entry) => entry.method === route.method && entry.url === route.url,
    )?.reason;
    const group = groupOf(route.url);
    groups.set(group, [...(groups.get(group) ?? []), routeHtml(route, reason)]);
  }
  // The shop's own API first, then the admin's.
  const names = [...groups.keys()].sort(
    (a, b) => Number(a.startsWith('admin ')) - Number(b.startsWith('admin ')) || a.localeCompare(b),
  );
  const id = (name: string) => name.replace(/\W+/g, '-');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Stagefront API reference</title><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${STYLE}</style></head>
<body><main>
<h1>Stagefront API reference</h1>
<p>Every route of the shop’s API and what it answers. Amounts are integer kobo, moments ISO 8601
strings; a property marked <code>?</code> may be left out. The same, as OpenAPI 3.1:
<a href="reference.json">reference.json</a>.</p>
<p>Any route may answer an error (4xx or 5xx) with this body:</p>
<pre>${escapeHtml(schemaText(errorSchema))}</pre>
<nav>${names.map((name) => `<a href="#${id(name)}">${escapeHtml(name)}</a>`).join('')}</nav>
${names.map((name) => `<section id="${id(name)}"><h2>${escapeHtml(name)}</h2>${(groups.get(name) ?? []).join('\n')}</section>`).join('\n')}
</main></body></html>`;
}
