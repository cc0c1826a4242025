import type { PageHead } from '../../../domain/pages/page-head/head-tags';

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe in text and in quoted attributes, and in XML too. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}

/**
 * JSON inside a `<script>` element is not HTML-decoded, so entities would be wrong; instead `<`
 * (and `>`, `&`) become JSON escapes, so a name holding `</script>` cannot end the element.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function renderHeadTags(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
  ];
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  for (const tag of head.meta) {
    const [attribute, key] = 'property' in tag ? ['property', tag.property] : ['name', tag.name];
    tags.push(`<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(tag.content)}" />`);
  }
  if (head.jsonLd) {
    tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  }
  return tags.join('\n    ');
}
