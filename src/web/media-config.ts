import type { MediaConfig } from '../domain/shared/media';

/** Set VITE_VIDEO_HOST at build time to serve videos from a Cloudinary-style media host. */
export const mediaConfig: MediaConfig = { videoHost: import.meta.env.VITE_VIDEO_HOST || undefined };
