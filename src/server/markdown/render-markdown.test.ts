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

  it('gives every email tag the shop’s inline style, and each link the style it is given', () => {
    const html = renderMarkdown('Hello\n\n[us](https://shop.example)', email);
    expect(html).toContain('<p style="margin:0 0 12px;font-size:15px;line-height:1.6">Hello</p>');
    expect(html).toContain('<a href="https://shop.example" style="color:red">us</a>');
  });
});
