import type { SocialPlatform } from '../../domain/content/site';

/**
 * Each platform's icon in Simple Icons, by its slug. The build draws them into one sprite
 * (scripts/platform-icon-sprite.ts), a file of its own, so the icons' paths weigh on neither the
 * page's markup nor the app's code; each icon is a symbol of the sprite named by its slug.
 */
export const PLATFORM_ICON_SLUGS = {
  Spotify: 'spotify',
  'Apple Music': 'applemusic',
  YouTube: 'youtube',
  Audiomack: 'audiomack',
  TikTok: 'tiktok',
  Instagram: 'instagram',
  X: 'x',
  Facebook: 'facebook',
} as const satisfies Record<SocialPlatform, string>;

/** The module the build resolves to the sprite's address. */
export const PLATFORM_ICON_SPRITE_MODULE = 'virtual:platform-icons.svg';
