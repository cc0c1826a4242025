import path from 'node:path';
import { z } from 'zod';
import type { PasswordPolicy } from '../domain/auth/password-policy';
import { DEFAULT_PICKUP_HOURS } from '../domain/checkout/checkout';
import type { ShopDefaults } from '../domain/content/site-in-force';
import { blankIsUnset } from './env-values';
import {
  type ConnectionLimits,
  checkConnectionEnv,
  connectionEnvShape,
  connectionLimits,
} from './http/connection-config';
import { type TrustProxy, trustProxyEnv } from './http/trust-proxy';
import { type BackupConfig, backupConfig, backupEnvShape } from './modules/backups/backup-config';
import { projectRoot } from './paths';
import {
  checkDeliveryEnv,
  type DeliveryConfig,
  deliveryConfig,
  deliveryEnvShape,
} from './providers/delivery/delivery-config';
import { type MailConfig, mailConfig, mailEnvShape } from './providers/mail/mail-config';
import { type MediaConfig, mediaConfig, mediaEnvShape } from './providers/media/media-config';
import {
  checkPaymentEnv,
  type PaymentConfig,
  paymentConfig,
  paymentEnvShape,
} from './providers/payment/payment-config';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** `NAME=` in an env file means "not set", not an empty value. */
function emptyToUndefined(value: unknown): unknown {
  return value === '' ? undefined : value;
}

/** Every setting the server reads from the environment, with its safe default. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  TRUST_PROXY: trustProxyEnv,
  ...connectionEnvShape,
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(isPostgresUrl, { error: (issue) => postgresUrlMessage(String(issue.input)) })
      .optional(),
  ),
  DATA_DIR: z.string().default('data'),
  CONTENT_DIR: z.string().default('content'),
  WEB_DIR: z.string().default('dist/web'),
  DEMO_CONTENT: flag.default(false),
  ...backupEnvShape,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ...deliveryEnvShape,
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  PASSWORD_MIN_LENGTH: z.coerce.number().int().min(1).max(1024).default(6),
  PASSWORD_MAX_LENGTH: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1024).optional()),
  PASSWORD_REQUIRE_LOWERCASE: flag.default(false),
  PASSWORD_REQUIRE_UPPERCASE: flag.default(false),
  PASSWORD_REQUIRE_NUMERIC: flag.default(false),
  PASSWORD_REQUIRE_NON_ALPHANUMERIC: flag.default(false),
  DEMO_STAFF_PASSWORD: z.preprocess(emptyToUndefined, z.string().optional()),
  UPLOAD_MAX_MB: z.coerce.number().positive().max(100).default(8),
  ...mediaEnvShape,
  ...paymentEnvShape,
  ...mailEnvShape,
  SHOP_PICKUP_HOURS: blankIsUnset(z.string().trim().max(200).default(DEFAULT_PICKUP_HOURS)),
  SHOP_CONTACT_EMAIL: blankIsUnset(z.email('Not an email address.').optional()),
  CHECKOUT_REMINDER_HOURS: z.coerce
    .number({ error: 'A number of hours, like 2; 0 turns checkout reminders off.' })
    .min(0, 'A number of hours, like 2; 0 turns checkout reminders off.')
    .max(168, 'At most 168 hours (a week).')
    .default(2),
  SHOP_TIME_ZONE: z
    .string()
    .default('Africa/Lagos')
    .refine(isTimeZone, 'Not a time zone name; write it like Africa/Lagos.'),
  VAT_RATE: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'A percentage, like 7.5.' })
      .gt(0, 'A percentage above 0, like 7.5; leave it empty when prices include no VAT.')
      .max(100, 'A percentage of at most 100, like 7.5.')
      .refine(
        (rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-9,
        'At most two decimals, like 7.5.',
      )
      .optional(),
  ),
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[\x21-\x7e]{16,}$/, 'Use at least 16 visible characters and no spaces (openssl rand -hex 32).')
      .optional(),
  ),
});

/** Only PostgreSQL: a URL of another kind (mysql://) or no URL at all would fail later, less clearly. */
function isPostgresUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
}

function postgresUrlMessage(value: string): string {
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(value)?.[1];
  const kind =
    scheme && !/^postgres(ql)?$/i.test(scheme)
      ? `${scheme}:// is another kind of database; Stagefront uses PostgreSQL. `
      : 'It is not a PostgreSQL URL. ';
  return `${kind}Write it as postgres://USER:PASSWORD@HOST:5432/DATABASE, or leave DATABASE_URL out for the embedded database.`;
}

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Proxies whose X-Forwarded-* headers are believed; false (the default) believes none. */
  trustProxy: TrustProxy;
  /** Timeouts on receiving a request and on idle connections, and the bound on connections held. */
  connections: ConnectionLimits;
  /** The address people reach the site at, for canonical links; no trailing slash. */
  publicUrl: string;
  databaseUrl: string | undefined;
  /** Where the embedded database and uploads live; null keeps the embedded database in memory. */
  dataDir: string | null;
  /** Scheduled backups, and where they and those before a migration are written. */
  backups: BackupConfig;
  contentDir: string;
  /** The built web app; null serves the API alone. */
  webDir: string | null;
  demoContent: boolean;
  logLevel: string;
  /** Delivery pricing: the provider (or the built-in rate table), and the shop's pickup point. */
  delivery: DeliveryConfig;
  /** Days a staff session lasts after it was last used. */
  sessionDays: number;
  passwordPolicy: PasswordPolicy;
  /** The first-start demo staff account's password; undefined means a random one. */
  demoStaffPassword: string | undefined;
  /** The largest image file staff may upload, in megabytes. */
  uploadMaxMb: number;
  /** Where uploaded images are kept (a folder or an S3 bucket) and served from. */
  media: MediaConfig;
  /** How shoppers pay: online (Paystack), bank transfer, on delivery. */
  payment: PaymentConfig;
  /** Order emails: SMTP or the outbox folder, the sender, and where new-order notices go. */
  mail: MailConfig;
  /** What shoppers are told: where and when to collect a pickup order, and whom to write to. */
  shop: ShopDefaults;
  /** The shop's own time zone, for "today" and "this month" on the dashboard. */
  shopTimeZone: string;
  /** Hours after a ticked checkout is left before its one reminder; 0: no reminders. */
  checkoutReminderHours: number;
  /** The VAT rate in percent the shop's prices include, shown on receipts; null: none is shown. */
  vatRate: number | null;
  /** The bearer token a Prometheus scrape of /metrics sends; null: there is no /metrics. */
  metricsToken: string | null;
};

export class ConfigError extends Error {}

function passwordPolicyFrom(e: z.infer<typeof envSchema>): PasswordPolicy {
  const maxLength = e.PASSWORD_MAX_LENGTH ?? null;
  if (maxLength !== null && maxLength < e.PASSWORD_MIN_LENGTH) {
    throw new ConfigError(
      'Invalid environment:\n  PASSWORD_MAX_LENGTH: must not be less than PASSWORD_MIN_LENGTH',
    );
  }
  return {
    minLength: e.PASSWORD_MIN_LENGTH,
    maxLength,
    requireLowercase: e.PASSWORD_REQUIRE_LOWERCASE,
    requireUppercase: e.PASSWORD_REQUIRE_UPPERCASE,
    requireNumeric: e.PASSWORD_REQUIRE_NUMERIC,
    requireNonAlphanumeric: e.PASSWORD_REQUIRE_NON_ALPHANUMERIC,
  };
}

/** Whether the environment gives a setting (a blank one is unset) or its built-in default is used. */
function setIn(env: NodeJS.ProcessEnv, name: string): 'environment' | 'default' {
  return env[name]?.trim() ? 'environment' : 'default';
}

/**
 * The server's settings from the environment, checked. `origin` says where a setting was written
 * (a settings file's line), so a bad value is named where it can be fixed.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  origin: (name: string) => string | null = () => null,
): Config {
  const parsed = envSchema
    .superRefine(checkDeliveryEnv)
    .superRefine(checkPaymentEnv)
    .superRefine(checkConnectionEnv)
    .safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.');
      const where = origin(name);
      return `  ${name}${where ? ` (${where})` : ''}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const fromRoot = (dir: string) => path.resolve(projectRoot, dir);
  const dataDir = fromRoot(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    trustProxy: e.TRUST_PROXY,
    connections: connectionLimits(e),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir,
    backups: backupConfig(e, dataDir),
    contentDir: fromRoot(e.CONTENT_DIR),
    webDir: fromRoot(e.WEB_DIR),
    demoContent: e.DEMO_CONTENT,
    logLevel: e.LOG_LEVEL,
    delivery: deliveryConfig(e),
    sessionDays: e.SESSION_DAYS,
    passwordPolicy: passwordPolicyFrom(e),
    demoStaffPassword: e.DEMO_STAFF_PASSWORD,
    uploadMaxMb: e.UPLOAD_MAX_MB,
    media: mediaConfig(e),
    payment: paymentConfig(e),
    mail: mailConfig(e, dataDir),
    shop: {
      pickup: {
        // The built-in address is the demo's: a real shop has none until it sets one (decision 0066).
        address:
          e.DEMO_CONTENT || setIn(env, 'SHOP_PICKUP_ADDRESS') === 'environment'
            ? [e.SHOP_PICKUP_ADDRESS, e.SHOP_PICKUP_STATE].filter(Boolean).join(', ')
            : '',
        hours: e.SHOP_PICKUP_HOURS,
      },
      contactEmail: e.SHOP_CONTACT_EMAIL ?? null,
      from: {
        contactEmail: setIn(env, 'SHOP_CONTACT_EMAIL'),
        pickupAddress:
          setIn(env, 'SHOP_PICKUP_ADDRESS') === 'environment'
            ? 'environment'
            : setIn(env, 'SHOP_PICKUP_STATE'),
        pickupHours: setIn(env, 'SHOP_PICKUP_HOURS'),
      },
    },
    shopTimeZone: e.SHOP_TIME_ZONE,
    checkoutReminderHours: e.CHECKOUT_REMINDER_HOURS,
    vatRate: e.VAT_RATE ?? null,
    metricsToken: e.METRICS_TOKEN ?? null,
  };
}
