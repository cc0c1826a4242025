/**
 * The artist's logo: one picture for light backgrounds (the header and footer on a light device)
 * and one for dark ones (a dark device, the home page's hero). Staff upload them in Admin → Site, so
 * they live with the shop's data, never in the checkout. One uploaded alone is used on both; with
 * none, the content folder's logo is shown, and the launch checklist says the artist's own is missing.
 */
export type SiteLogo = { onLight?: string | undefined; onDark?: string | undefined };
export type LogoSources = { onLight: string; onDark: string };

/** The content folder's logo. */
export const BUILT_IN_LOGO: LogoSources = {
  onLight: '/media/brand/logo-black.svg',
  onDark: '/media/brand/logo-white.svg',
};

/** The name the content folder's logo draws (the demo artist's): it is shown for that name only. */
const BUILT_IN_LOGO_NAME = 'Temi Vale';

export function hasOwnLogo(logo: SiteLogo | undefined): boolean {
  return Boolean(logo?.onLight || logo?.onDark);
}

/** What the site shows on each background. */
export function logoSources(logo: SiteLogo | undefined): LogoSources {
  const onLight = logo?.onLight || logo?.onDark;
  const onDark = logo?.onDark || logo?.onLight;
  return onLight && onDark ? { onLight, onDark } : BUILT_IN_LOGO;
}

/**
 * The logo a page shows: the artist's own, else the content folder's while the artist's name is
 * the one it draws (the demo's); null for any other name, which pages then set as text, so a new
 * shop never wears the demo artist's name (decision 0066).
 */
export function shownLogo(logo: SiteLogo | undefined, artistName: string): LogoSources | null {
  if (hasOwnLogo(logo)) return logoSources(logo);
  return artistName.trim() === BUILT_IN_LOGO_NAME ? BUILT_IN_LOGO : null;
}

/** Where the server answers the artist's logo as a PNG, for the header of emails (mail clients do not show SVG). */
export const EMAIL_LOGO_PATH = '/email-logo.png';
