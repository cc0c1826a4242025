/**
 * The one rule for every address staff type or pick: a link to another site, or a picture the site
 * serves itself. Pure and without zod, so the web app may use it too; the zod fields that apply it
 * at the API's edge are in links-contract.ts. Decision 0025 says why it is this strict.
 */

export const LINK_MESSAGE = 'Enter a link starting with https://, or leave it empty.';
export const PICTURE_MESSAGE = 'Upload the picture here: only pictures uploaded to the site can be used.';

/**
 * Control characters (C0, DEL, C1), every space and line separator, and invisible formatting such
 * as right-to-left overrides. The URL parser silently drops tabs and newlines and trims controls at
 * both ends, so `java\tscript:` would reach a fan's browser as `javascript:`: refused before parsing.
 */
const CONTROL_OR_SPACE = /[\p{Cc}\p{Cf}\p{Z}]/u;

/**
 * Exactly `https://` and then the host. The parser alone would also read `https:/host`,
 * `https:\\host` and `https:///host` as an address, which is not what staff meant to type.
 */
const HTTPS_START = /^https:\/\/[^/\\]/i;

/** At least two labels (`open.spotify.com`): `https://spotify/x` is a typo, not a site. */
const PUBLIC_HOST = /[^.]\.[^.]/;

/**
 * A web address as the WHATWG URL parser reads it (`href`: lower-case scheme and host), or null
 * when the text is not an absolute `https://` address with a host: another scheme, a
 * protocol-relative `//host`, no scheme at all (`open.spotify.com/x`), a user name or password
 * before the host (`https://open.spotify.com@evil.example`), or a control character or space anywhere.
 */
export function httpsAddress(text: string): string | null {
  if (CONTROL_OR_SPACE.test(text) || !HTTPS_START.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !PUBLIC_HOST.test(url.hostname)) return null;
  if (url.username || url.password) return null;
  return url.href;
}

/**
 * The specification's placeholder: a release's Tidal entry has the text 'tidal' as its link. It is
 * kept as it is, and the release page shows it as "Coming soon" like any link that is not an address.
 */
const TIDAL_PLACEHOLDER = { platform: 'Tidal', link: 'tidal' } as const;

/**
 * What a streaming link is saved as: empty ("not there yet"), the Tidal placeholder on the Tidal
 * entry, or an https address as the parser reads it; null when it is none of these.
 */
export function streamingLink(platform: string, text: string): string | null {
  if (text === '') return '';
  if (platform === TIDAL_PLACEHOLDER.platform && text === TIDAL_PLACEHOLDER.link) return text;
  return httpsAddress(text);
}

/** A path segment: letters, digits, `_` and `-`, with single dots between them, so never `.` or `..`. */
const SEGMENT = String.raw`[\w-]+(?:\.[\w-]+)*`;
const IMAGE_EXTENSION = String.raw`\.(?:webp|avif|png|jpe?g|gif)`;

/**
 * A picture the site serves itself: an upload (`/uploads/<name>.webp`, one file, as the upload route
 * stores them) or one of the content folder's media (`/media/covers/…`). Never an address elsewhere,
 * which would put someone else's picture (or a `javascript:` text) in the page's previews.
 */
const SITE_PICTURE = new RegExp(`^/(?:uploads/${SEGMENT}|media(?:/${SEGMENT})+)${IMAGE_EXTENSION}$`, 'i');

export function isSitePicture(path: string): boolean {
  return SITE_PICTURE.test(path);
}
