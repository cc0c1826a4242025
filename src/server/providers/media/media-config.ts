import { z } from 'zod';
import { blankIsUnset } from '../../env-values';
import type { S3Settings } from './image-files';

export type MediaConfig = {
  /** Uploaded images in an S3-compatible bucket; null keeps them in DATA_DIR/uploads. */
  s3: S3Settings | null;
  /** A CDN (or the bucket's public address) in front of the images; null serves them from here. */
  publicUrl: string | null;
};

const optionalText = blankIsUnset(z.string().trim().optional());

/** The media settings in the environment; spread into config.ts's schema. */
export const mediaEnvShape = {
  S3_BUCKET: optionalText,
  S3_ENDPOINT: blankIsUnset(z.url().optional()),
  S3_REGION: blankIsUnset(z.string().trim().default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: blankIsUnset(z.enum(['true', 'false']).optional()),
  MEDIA_PUBLIC_URL: blankIsUnset(z.url().optional()),
};

type MediaEnv = z.infer<z.ZodObject<typeof mediaEnvShape>>;

export function mediaConfig(env: MediaEnv): MediaConfig {
  return {
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT ?? null,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID ?? null,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? null,
          // S3-compatible servers mostly want the bucket in the path; AWS itself, in the host name.
          forcePathStyle: env.S3_FORCE_PATH_STYLE
            ? env.S3_FORCE_PATH_STYLE === 'true'
            : Boolean(env.S3_ENDPOINT),
        }
      : null,
    publicUrl: env.MEDIA_PUBLIC_URL?.replace(/\/+$/, '') ?? null,
  };
}
