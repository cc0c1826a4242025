import { imageSrcSet } from '../shared/media';
import { BUILT_IN_SHARE_HERO } from './hero-share';

/** The home page's hero picture, one per colour scheme and device: staff may replace each. */
export type HeroImages = {
  lightMobile: string;
  lightDesktop: string;
  darkMobile: string;
  darkDesktop: string;
};

export const HERO_KEYS = ['lightMobile', 'lightDesktop', 'darkMobile', 'darkDesktop'] as const;
export type HeroKey = (typeof HERO_KEYS)[number];

export const HERO_LABELS: Record<HeroKey, string> = {
  lightMobile: 'Phone, light mode',
  lightDesktop: 'Desktop, light mode',
  darkMobile: 'Phone, dark mode',
  darkDesktop: 'Desktop, dark mode',
};

const builtIn = (scheme: string, device: string, widths: number[]) =>
  widths.map((width) => `/media/hero/hero-${scheme}-${device}-${width}.webp ${width}w`).join(', ');

/** The artist's own hero art in content/media, drawn at two widths per device. */
const BUILT_IN: Record<HeroKey, { src: string; srcset: string }> = {
  lightMobile: {
    src: '/media/hero/hero-light-mobile-800.webp',
    srcset: builtIn('light', 'mobile', [480, 800]),
  },
  lightDesktop: {
    src: BUILT_IN_SHARE_HERO.src,
    srcset: builtIn('light', 'desktop', [960, 1600]),
  },
  darkMobile: { src: '/media/hero/hero-dark-mobile-800.webp', srcset: builtIn('dark', 'mobile', [480, 800]) },
  darkDesktop: {
    src: '/media/hero/hero-dark-desktop-1600.webp',
    srcset: builtIn('dark', 'desktop', [960, 1600]),
  },
};

const MEDIA: Record<HeroKey, string> = {
  darkMobile: '(max-width: 768px) and (prefers-color-scheme: dark)',
  lightMobile: '(max-width: 768px) and (prefers-color-scheme: light)',
  darkDesktop: '(min-width: 769px) and (prefers-color-scheme: dark)',
  lightDesktop: '(min-width: 769px) and (prefers-color-scheme: light)',
};

export type HeroVariant = { key: HeroKey; media: string; src: string; srcset: string };

/**
 * Each hero picture with the media query that picks it: the one list the page's preloads and the
 * <picture> both come from. An uploaded picture is used at its stored widths (480 and 960 px).
 */
export function heroVariants(hero: Partial<HeroImages> | undefined): HeroVariant[] {
  return (['darkMobile', 'lightMobile', 'darkDesktop', 'lightDesktop'] as const).map((key) => {
    const url = hero?.[key];
    if (!url) return { key, media: MEDIA[key], ...BUILT_IN[key] };
    return { key, media: MEDIA[key], src: url, srcset: imageSrcSet(url) ?? `${url} 960w` };
  });
}
