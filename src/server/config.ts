import path from 'node:path';
import { z } from 'zod';
import { projectRoot } from './paths';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Every setting the server reads from the environment, with its safe default. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('data'),
  CONTENT_DIR: z.string().default('content'),
  WEB_DIR: z.string().default('dist/web'),
  DEMO_CONTENT: flag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** The address people reach the site at, for canonical links; no trailing slash. */
  publicUrl: string;
  databaseUrl: string | undefined;
  /** Where the embedded database and uploads live; null keeps the embedded database in memory. */
  dataDir: string | null;
  contentDir: string;
  /** The built web app; null serves the API alone. */
  webDir: string | null;
  demoContent: boolean;
  logLevel: string;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const fromRoot = (dir: string) => path.resolve(projectRoot, dir);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir: fromRoot(e.DATA_DIR),
    contentDir: fromRoot(e.CONTENT_DIR),
    webDir: fromRoot(e.WEB_DIR),
    demoContent: e.DEMO_CONTENT,
    logLevel: e.LOG_LEVEL,
  };
}
