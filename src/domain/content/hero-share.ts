/**
 * The built-in hero art as a desktop shows it in light mode (hero.ts), at its size: the picture a
 * shared link to the site shows. Apart from hero.ts, so every page's head can name it without
 * bringing in the hero's other pictures.
 */
export const BUILT_IN_SHARE_HERO = {
  src: '/media/hero/hero-light-desktop-1600.webp',
  width: 1600,
  height: 900,
};

/** The hero picture a shared link shows: the one staff uploaded (its size unknown), else the built-in art. */
export function heroShareImage(hero: { lightDesktop?: string | undefined } | undefined): {
  src: string;
  width?: number;
  height?: number;
} {
  const uploaded = hero?.lightDesktop;
  return uploaded ? { src: uploaded } : BUILT_IN_SHARE_HERO;
}
