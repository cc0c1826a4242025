import { renderHeadTags } from './head-html';
import type { PageHead } from './page-head';

/**
 * The built index.html cut once at start-up, so each page only joins a few strings: `after` runs
 * from the end of the head, and `bodyAt` is where in it the app's root element starts (-1: nowhere).
 */
export type HtmlTemplate = { before: string; after: string; bodyAt?: number };

const titlePattern = /[ \t]*<title>[\s\S]*?<\/title>[ \t]*\r?\n?/i;
const descriptionPattern = /[ \t]*<meta\s+name=["']description["'][^>]*>[ \t]*\r?\n?/i;
const headEndPattern = /<\/head>/i;
const rootPattern = /<div id=["']root["']/i;

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
    const after = page.slice(at);
    return { before: page.slice(0, at), after, bodyAt: after.search(rootPattern) };
  }
  const at = page.indexOf(marker);
  if (at !== -1) return { before: page.slice(0, at), after: page.slice(at + marker.length) };
  const doctype = /^\s*<!doctype[^>]*>/i.exec(page);
  const start = doctype ? doctype[0].length : 0;
  return { before: page.slice(0, start), after: page.slice(start) };
}

/**
 * `extra` is trusted head markup the server made itself (preloads, the catalogue script); `body` is
 * trusted markup shown before the app's root until the app replaces it (the home page's hero).
 */
export function renderPage(template: HtmlTemplate, head: PageHead, extra = '', body = ''): string {
  const more = extra ? `\n    ${extra}` : '';
  const at = template.bodyAt ?? -1;
  const after =
    body && at >= 0
      ? `${template.after.slice(0, at)}${body}\n    ${template.after.slice(at)}`
      : template.after;
  return `${template.before}  ${renderHeadTags(head)}${more}\n  ${after}`;
}
