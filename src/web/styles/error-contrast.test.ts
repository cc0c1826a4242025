import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const stylesDir = path.dirname(new URL(import.meta.url).pathname);
const read = (file: string) => fs.readFileSync(path.join(stylesDir, file), 'utf8');

/** The colour variables of global.css, in light mode and with the dark scheme's over them. */
function schemes(): Record<'light' | 'dark', Record<string, string>> {
  const css = read('global.css');
  const variables = (block: string) =>
    Object.fromEntries([...block.matchAll(/(--[\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map((m) => [m[1], m[2]]));
  const light = variables(/:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '');
  const dark = variables(/prefers-color-scheme:\s*dark\)\s*\{\s*:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '');
  return { light, dark: { ...light, ...dark } };
}

/** WCAG 2's relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('error text', () => {
  it.each(['light', 'dark'] as const)(
    'reads at 4.5:1 or more on the page and on a surface in the %s scheme',
    (scheme) => {
      const colours = schemes()[scheme];
      const error = colours['--error'];
      expect(error).toBeDefined();
      for (const background of ['--bg', '--surface']) {
        expect(contrast(error as string, colours[background] as string)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it("is the site's one error colour, in the checkout's fields and the sign-up form alike", () => {
    expect(/\.field-error\s*\{[^}]*color:\s*var\(--error\)/.exec(read('forms.css'))).not.toBeNull();
    expect(/\.subscribe-error\s*\{[^}]*color:\s*var\(--error\)/.exec(read('footer.css'))).not.toBeNull();
  });
});
