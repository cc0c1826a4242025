import { renderHeadTags } from './head-html';
import type { PageHead } from './page-head';

/** The built index.html cut once at start-up, so each page only joins three strings. */
export type HtmlTemplate = { before: string; after: string };

const titlePattern = /[ \t]*<title>[\s\S]*?<\/title>[ \t]*\r?\n?/i;
const descriptionPattern = /[ \t]*<meta\s+name=["']description["'][^>]*>[ \t]*\r?\n?/i;
const headEndPattern = /<\/head>/i;

/**
 * Takes out the app's own title and description (each page sends its own) and marks where the
 * page's head goes: before `</head>`, or where the title was in a page that has no head element.
 */
export function compileHtmlTemplate(html: string): HtmlTemplate {
  const marker = '\u0000head\u0000';
  let page = html.replace(titlePattern, marker).replace(descriptionPattern, '');
  const headEnd = page.search(headEndPattern);
  if (headEnd !== -1) {
    page = page.replace(marker, '');
    const at = page.search(headEndPattern);
    return { before: page.slice(0, at), after: page.slice(at) };
  }
  const at = page.indexOf(marker);
  if (at !== -1) return { before: page.slice(0, at), after: page.slice(at + marker.length) };
  const doctype = /^\s*<!doctype[^>]*>/i.exec(page);
  const start = doctype ? doctype[0].length : 0;
  return { before: page.slice(0, start), after: page.slice(start) };
}

/** `extra` is trusted markup the server made itself (preloads, the catalogue script). */
export function renderPage(template: HtmlTemplate, head: PageHead, extra = ''): string {
  const more = extra ? `\n    ${extra}` : '';
  return `${template.before}  ${renderHeadTags(head)}${more}\n  ${template.after}`;
}
