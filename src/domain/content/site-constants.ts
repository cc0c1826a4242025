/** The site settings' fixed lists and sizes, which the contract checks and the web app shows. */

export const SOCIAL_PLATFORMS = [
  'Spotify',
  'Apple Music',
  'YouTube',
  'Audiomack',
  'TikTok',
  'Instagram',
  'X',
  'Facebook',
] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** The video carousel always has this many entries. */
export const VIDEO_CAROUSEL_SIZE = 5;
