/**
 * Where media lives. By default the shop's own server (`/media/...`); with a media host configured,
 * a Cloudinary-style host whose URLs carry transformation segments.
 */
export type MediaConfig = { videoHost?: string | undefined };

/** A preview clip is this many seconds from the start. */
const PREVIEW_SECONDS = 10;

export type VideoOptions = { preview?: boolean };

/**
 * The URL of a video by id. On a media host: `{host}/video/upload/eo_10,f_auto,q_auto,so_0/{id}`
 * (end offset, automatic format, automatic quality, start offset) for a preview clip, or
 * `f_auto,q_auto` for the whole video. Locally: the WebM file, with a media fragment for a preview.
 */
export function videoUrl(
  id: string,
  { preview = false }: VideoOptions = {},
  config: MediaConfig = {},
): string {
  const host = config.videoHost?.replace(/\/+$/, '');
  if (host) {
    const segments = preview ? `eo_${PREVIEW_SECONDS},f_auto,q_auto,so_0` : 'f_auto,q_auto';
    return `${host}/video/upload/${segments}/${encodeURIComponent(id)}`;
  }
  const file = `/media/video/${encodeURIComponent(id)}.webm`;
  return preview ? `${file}#t=0,${PREVIEW_SECONDS}` : file;
}

/** A still frame for a video, shown before it plays. */
export function videoPosterUrl(id: string, config: MediaConfig = {}): string {
  const host = config.videoHost?.replace(/\/+$/, '');
  if (host) return `${host}/video/upload/so_1,f_auto,q_auto/${encodeURIComponent(id)}.jpg`;
  return `/media/video/${encodeURIComponent(id)}.webp`;
}

const WIDTH_SUFFIX = /-(\d+)\.webp$/;
export const IMAGE_WIDTHS = [480, 960] as const;

/**
 * The responsive set of an image the shop made: every image it stores is a WebP named `…-960.webp`
 * with a `…-480.webp` twin. Any other URL is used as it is.
 */
export function imageSrcSet(url: string): string | undefined {
  if (!WIDTH_SUFFIX.test(url)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${url.replace(WIDTH_SUFFIX, `-${width}.webp`)} ${width}w`).join(', ');
}

/** The smallest stored width of an image, for thumbnails. */
export function smallImageUrl(url: string): string {
  return url.replace(WIDTH_SUFFIX, `-${IMAGE_WIDTHS[0]}.webp`);
}
