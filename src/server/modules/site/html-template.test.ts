import { describe, expect, it } from 'vitest';
import type { PageHead } from '../../../domain/pages/page-head/head-tags';
import { jsonForScript } from './head-html';
import { compileHtmlTemplate, renderPage } from './html-template';

const head: PageHead = {
  title: 'A & B',
  description: 'Say "hi"',
  canonical: 'https://example.com/x',
  meta: [{ property: 'og:title', content: '<b>' }],
  jsonLd: { name: '</script><script>alert(1)</script>' },
};

describe('putting a page head into the app HTML', () => {
  it('replaces the title and description and adds the rest before </head>', () => {
    const template = compileHtmlTemplate(
      '<html><head><meta charset="UTF-8" /><title>Old</title><meta name="description" content="old" /></head><body></body></html>',
    );
    const html = renderPage(template, head);
    expect(html).not.toContain('Old');
    expect(html).not.toContain('content="old"');
    expect(html).toContain('<title>A &amp; B</title>');
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot;" />');
    expect(html).toContain('<meta property="og:title" content="&lt;b&gt;" />');
    expect(html.indexOf('<link rel="canonical"')).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf('<meta charset')).toBeLessThan(html.indexOf('<title>'));
  });

  it('puts the head where the title was in a page without a head element', () => {
    const html = renderPage(
      compileHtmlTemplate('<!doctype html><title>app</title><div id="root"></div>'),
      head,
    );
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html.indexOf('<title>A &amp; B</title>')).toBeLessThan(html.indexOf('<div id="root">'));
  });

  it('writes JSON-LD that cannot close its script element and still parses', () => {
    const text = jsonForScript(head.jsonLd);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(head.jsonLd);
  });
});
