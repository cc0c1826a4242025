import path from 'node:path';
import { z } from 'zod';
import { blankIsUnset } from '../../env-values';
import { projectRoot } from '../../paths';

export type MailConfig = {
  /** `smtp://user:pass@host:587` or `smtps://…`; null writes mail to the outbox folder instead. */
  smtpUrl: string | null;
  /** The From header: `Name <address>` or a bare address. */
  from: string;
  /** Where new-order notices go; null sends none. */
  shopEmail: string | null;
  /** Where mail is written as .eml files when there is no SMTP server; null keeps it in memory. */
  outboxDir: string | null;
  /** How often the worker looks for mail that is due. */
  pollSeconds: number;
  /** How many of a broadcast's recipients are handed to the outbox at a time, */
  batchSize: number;
  /** and how long after one batch the next may go (0: at once). */
  batchIntervalSeconds: number;
  /** Whether a newsletter sign-up waits for the fan to follow the link in a confirmation email. */
  newsletterDoubleOptIn: boolean;
};

export const DEFAULT_MAIL_FROM = 'Stagefront Shop <shop@stagefront.local>';
const DEFAULT_MAIL_RETRY_SECONDS = 30;
/** A broadcast goes 100 people every 10 seconds: 36,000 an hour, under most providers' limits. */
const DEFAULT_BATCH_SIZE = 100;
const DEFAULT_BATCH_INTERVAL_SECONDS = 10;

function isSmtpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const address = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const namedAddress = /^[^<>]*<[^\s@<>]+@[^\s@<>]+>$/;

// The messages never repeat the value: an SMTP URL carries a password.
/** The mail settings in the environment; spread into config.ts's schema. */
export const mailEnvShape = {
  SMTP_URL: blankIsUnset(
    z
      .string()
      .trim()
      .refine(isSmtpUrl, 'Write it like smtp://user:password@smtp.example.com:587 (or smtps://… for TLS).')
      .optional(),
  ),
  MAIL_FROM: blankIsUnset(
    z
      .string()
      .trim()
      .refine(
        (text) => address.test(text) || namedAddress.test(text),
        'Write it like Shop Name <shop@example.com>.',
      )
      .default(DEFAULT_MAIL_FROM),
  ),
  SHOP_EMAIL: blankIsUnset(z.string().trim().regex(address, 'Not an email address.').optional()),
  MAIL_OUTBOX_DIR: blankIsUnset(z.string().trim().optional()),
  MAIL_RETRY_SECONDS: blankIsUnset(
    z.coerce.number().int().min(1).max(3600).default(DEFAULT_MAIL_RETRY_SECONDS),
  ),
  MAIL_BATCH_SIZE: blankIsUnset(z.coerce.number().int().min(1).max(10_000).default(DEFAULT_BATCH_SIZE)),
  MAIL_BATCH_INTERVAL_SECONDS: blankIsUnset(
    z.coerce.number().int().min(0).max(3600).default(DEFAULT_BATCH_INTERVAL_SECONDS),
  ),
  NEWSLETTER_DOUBLE_OPT_IN: blankIsUnset(
    z
      .enum(['true', 'false'], 'Write true or false.')
      .default('true')
      .transform((value) => value === 'true'),
  ),
};

type MailEnv = z.infer<z.ZodObject<typeof mailEnvShape>>;

/** The mail settings; `dataDir` is the resolved DATA_DIR (null in tests), home of the default outbox. */
export function mailConfig(env: MailEnv, dataDir: string | null): MailConfig {
  const outboxDir = env.MAIL_OUTBOX_DIR
    ? path.resolve(projectRoot, env.MAIL_OUTBOX_DIR)
    : dataDir
      ? path.join(dataDir, 'outbox')
      : null;
  return {
    smtpUrl: env.SMTP_URL ?? null,
    from: env.MAIL_FROM,
    shopEmail: env.SHOP_EMAIL ?? null,
    outboxDir,
    pollSeconds: env.MAIL_RETRY_SECONDS,
    batchSize: env.MAIL_BATCH_SIZE,
    batchIntervalSeconds: env.MAIL_BATCH_INTERVAL_SECONDS,
    newsletterDoubleOptIn: env.NEWSLETTER_DOUBLE_OPT_IN,
  };
}
