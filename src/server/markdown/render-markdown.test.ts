import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown';

const page = { use: 'page' } as const;
const email = { use: 'email', linkStyle: 'color:red' } as const;

describe('renderMarkdown', () => {
  it('draws headings, lists, emphasis and links on a page, under its title', () => {
    const html = renderMarkdown('# Returns\n\n- **Unworn** items\n\n[Write to us](mailto:a@b.ng)', page);
    expect(html).toContain('<h2>Returns</h2>');
    expect(html).toContain('<li><strong>Unworn</strong> items</li>');
    expect(html).toContain('<a href="mailto:a@b.ng">Write to us</a>');
  });

  it('keeps no script, event handler, javascript: link, image, frame or style on a page', () => {
    const html = renderMarkdown(
      [
        '<script>alert(1)</script>',
        '<p onclick="steal()" style="color:red">Hi</p>',
        '[click](javascript:alert(1))',
        '<a href="//evil.example">far</a>',
        '![pixel](https://track.example/p.gif)',
        '<iframe src="https://evil.example"></iframe>',
      ].join('\n\n'),
      page,
    );
    expect(html).not.toMatch(/script|onclick|javascript|style=|<img|iframe|evil\.example/i);
    expect(html).toContain('<p>Hi</p>');
  });

  it('puts every table of a page in a focusable region, named for its columns, that scrolls sideways', () => {
    const html = renderMarkdown(
      ['| What | Why & how | How long |', '|---|---|---|', '| Orders | Delivery | 6 years |'].join('\n'),
      page,
    );
    expect(html).toMatch(
      /^<div class="table-scroll" role="region" aria-label="Table: What, Why &amp; how, How long" tabindex="0"><table>[\s\S]*<\/table><\/div>$/,
    );
    // Staff's own HTML makes no region: only the tables themselves are wrapped.
    const own = renderMarkdown(
      '<div role="region" tabindex="0" aria-label="x">Hi</div>\n\n<table><tr><td>1</td></tr></table>',
      page,
    );
    expect(own).not.toContain('aria-label="x"');
    expect(own).toContain('<div class="table-scroll" role="region" aria-label="Table" tabindex="0"><table>');
    expect(own.match(/<div/g)).toHaveLength(1);
  });

  it('leaves an email’s text without tables or regions', () => {
    const html = renderMarkdown('| A | B |\n|---|---|\n| 1 | 2 |', email);
    expect(html).not.toMatch(/<table|role=/);
  });

  it('gives every email tag the shop’s inline style, and each link the style it is given', () => {
    const html = renderMarkdown('Hello\n\n[us](https://shop.example)', email);
    expect(html).toContain('<p style="margin:0 0 12px;font-size:15px;line-height:1.6">Hello</p>');
    expect(html).toContain('<a href="https://shop.example" style="color:red">us</a>');
  });
});
