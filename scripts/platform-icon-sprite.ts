import fs from 'node:fs';
import path from 'node:path';
import type { SimpleIcon } from 'simple-icons';
import type { Plugin } from 'vite';
import { PLATFORM_ICON_SLUGS, PLATFORM_ICON_SPRITE_MODULE } from '../src/web/components/platform-icons';

/** Simple Icons' icons for the platforms the footer links, as one SVG sprite of symbols named by slug. */
async function platformIconSprite(): Promise<string> {
  const icons = Object.values(await import('simple-icons')).filter(
    (value): value is SimpleIcon => typeof value === 'object' && value !== null && 'slug' in value,
  );
  const symbols = Object.values(PLATFORM_ICON_SLUGS).map((slug) => {
    const icon = icons.find((candidate) => candidate.slug === slug);
    if (!icon) throw new Error(`Simple Icons has no icon "${slug}".`);
    return `<symbol id="${slug}" viewBox="0 0 24 24"><path d="${icon.path}"/></symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

/**
 * Resolves `virtual:platform-icons.svg` to the sprite, written where the build can treat it as any
 * other picture: fingerprinted, cached for good, the same address in the browser's build and the
 * server's, and never inlined (a sprite's symbols are used by address).
 */
export function platformIconsPlugin(cacheDir: string): Plugin {
  const file = path.join(cacheDir, 'platform-icons.svg');
  return {
    name: 'stagefront:platform-icons',
    enforce: 'pre',
    async buildStart() {
      fs.mkdirSync(cacheDir, { recursive: true });
      const sprite = await platformIconSprite();
      if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== sprite) fs.writeFileSync(file, sprite);
    },
    resolveId(source) {
      return source === PLATFORM_ICON_SPRITE_MODULE ? `${file}?no-inline` : null;
    },
  };
}
