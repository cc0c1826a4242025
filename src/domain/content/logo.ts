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

export function hasOwnLogo(logo: SiteLogo | undefined): boolean {
  return Boolean(logo?.onLight || logo?.onDark);
}

/** What the site shows on each background. */
export function logoSources(logo: SiteLogo | undefined): LogoSources {
  const onLight = logo?.onLight || logo?.onDark;
  const onDark = logo?.onDark || logo?.onLight;
  return onLight && onDark ? { onLight, onDark } : BUILT_IN_LOGO;
}
