import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * Where staff's markdown is shown, each with its own tag set and styles:
 * - `email`: a broadcast. Two heading sizes, each tag with the shop's inline style, since mail
 *   clients drop style sheets; no images (no tracking pixel), no tables.
 * - `page`: a policy or info page of the site. Three heading levels (the page's own title is the
 *   h1), tables for a shipping rate or two, styled by the site's style sheet, so no style attribute.
 */
export type MarkdownUse = { use: 'email'; linkStyle: string } | { use: 'page' };

/** Every use keeps only web and mail links, and never a script, a form, a frame or an event handler. */
const COMMON = {
  allowedSchemes: ['https', 'http', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
} satisfies sanitizeHtml.IOptions;

function emailOptions(linkStyle: string): sanitizeHtml.IOptions {
  return {
    ...COMMON,
    allowedTags: ['p', 'br', 'h2', 'h3', 'strong', 'em', 'ul', 'ol', 'li', 'blockquote', 'a', 'hr'],
    allowedAttributes: { a: ['href', 'style'], '*': ['style'] },
    // A heading of any level is drawn at one of the two sizes an email needs; styles are the shop's.
    transformTags: {
      h1: sanitizeHtml.simpleTransform('h2', {}),
      h4: sanitizeHtml.simpleTransform('h3', {}),
      h5: sanitizeHtml.simpleTransform('h3', {}),
      h6: sanitizeHtml.simpleTransform('h3', {}),
      p: sanitizeHtml.simpleTransform('p', { style: 'margin:0 0 12px;font-size:15px;line-height:1.6' }),
      h2: sanitizeHtml.simpleTransform('h2', { style: 'font-size:20px;margin:24px 0 12px' }),
      h3: sanitizeHtml.simpleTransform('h3', { style: 'font-size:17px;margin:20px 0 8px' }),
      a: (tagName, attribs) => ({ tagName, attribs: { href: attribs.href ?? '', style: linkStyle } }),
      blockquote: sanitizeHtml.simpleTransform('blockquote', {
        style: 'margin:0 0 12px;padding-left:12px;border-left:3px solid #ddd;color:#444',
      }),
    },
  };
}

const PAGE_OPTIONS: sanitizeHtml.IOptions = {
  ...COMMON,
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'hr',
    'code',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href'], th: ['align'], td: ['align'] },
  // The page's title is its one h1: a heading staff write at the top level sits under it.
  transformTags: {
    h1: sanitizeHtml.simpleTransform('h2', {}),
    h5: sanitizeHtml.simpleTransform('h4', {}),
    h6: sanitizeHtml.simpleTransform('h4', {}),
  },
};

/**
 * Staff's markdown as HTML that is safe to show: marked draws it, sanitize-html keeps only what
 * `use` allows. Server only: the sanitiser never ships to the browser, which is sent the HTML.
 */
export function renderMarkdown(markdown: string, where: MarkdownUse): string {
  const email = where.use === 'email';
  const drawn = marked.parse(markdown, { async: false, gfm: true, breaks: email });
  const safe = sanitizeHtml(drawn, email ? emailOptions(where.linkStyle) : PAGE_OPTIONS).trim();
  return email ? safe : wrapTables(safe);
}

/** Text of HTML the sanitiser wrote, as an attribute's value: no tags, spaces folded, quotes escaped. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/"/g, '&quot;');
}

/**
 * Every table in a scrolling region of its own (decision 0069): wider than a phone, it scrolls
 * sideways inside the page, and the region takes focus so a keyboard can scroll it too (axe's
 * scrollable-region-focusable). The region is named for the table's column headings. Done on the
 * sanitiser's output, whose tables carry no attributes, so staff's own HTML cannot make a region.
 */
function wrapTables(html: string): string {
  return html
    .replace(/<table>/g, (_tag, offset: number) => {
      const head = /^<table>\s*<thead>([\s\S]*?)<\/thead>/.exec(html.slice(offset))?.[1] ?? '';
      const headings = [...head.matchAll(/<th[^>]*>([\s\S]*?)<\/th>/g)]
        .map((cell) => textOf(cell[1] ?? ''))
        .filter(Boolean);
      const label = headings.length > 0 ? `Table: ${headings.join(', ')}` : 'Table';
      return `<div class="table-scroll" role="region" aria-label="${label}" tabindex="0"><table>`;
    })
    .replace(/<\/table>/g, '</table></div>');
}
