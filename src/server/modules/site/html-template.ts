import type { PageHead } from '../../../domain/pages/page-head/head-tags';
import { PHONE_GUESS_ATTRIBUTE } from '../../../domain/pages/page-markup';
import { renderHeadTags } from './head-html';

/**
 * The built index.html cut once at start-up, so each page only joins a few strings: `after` runs
 * from the end of the head, and `rootAt` is where in it the app's empty root element is (-1: nowhere).
 */
export type HtmlTemplate = { before: string; after: string; rootAt?: number };

const titlePattern = /[ \t]*<title>[\s\S]*?<\/title>[ \t]*\r?\n?/i;
const descriptionPattern = /[ \t]*<meta\s+name=["']description["'][^>]*>[ \t]*\r?\n?/i;
const headEndPattern = /<\/head>/i;
const emptyRoot = '<div id="root"></div>';

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
    return { before: page.slice(0, at), after, rootAt: after.indexOf(emptyRoot) };
  }
  const at = page.indexOf(marker);
  if (at !== -1) return { before: page.slice(0, at), after: page.slice(at + marker.length) };
  const doctype = /^\s*<!doctype[^>]*>/i.exec(page);
  const start = doctype ? doctype[0].length : 0;
  return { before: page.slice(0, start), after: page.slice(start) };
}

/** The page's screen as the server drew it, put inside the root element for the browser to hydrate. */
export type DrawnRoot = { html: string; phone: boolean };

/**
 * `extra` is trusted head markup the server made itself (preloads, the catalogue script); `root` is
 * the screen React drew on the server, with the server's guess of phone or desktop for the browser.
 */
export function renderPage(template: HtmlTemplate, head: PageHead, extra = '', root?: DrawnRoot): string {
  const more = extra ? `\n    ${extra}` : '';
  const at = template.rootAt ?? -1;
  const after =
    root && at >= 0
      ? `${template.after.slice(0, at)}<div id="root"${root.phone ? ` ${PHONE_GUESS_ATTRIBUTE}` : ''}>${root.html}</div>${template.after.slice(at + emptyRoot.length)}`
      : template.after;
  return `${template.before}  ${renderHeadTags(head)}${more}\n  ${after}`;
}
