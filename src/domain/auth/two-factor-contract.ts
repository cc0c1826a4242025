import { z } from 'zod';
import {
  normaliseCode,
  PASSKEY_MESSAGES,
  RECOVERY_CODE_PATTERN,
  TOTP_CODE_PATTERN,
  TWO_FACTOR_MESSAGES,
} from './two-factor';

/** A code as staff type it: an authenticator code or a recovery code, normalised. */
const codeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.codeFormat })
  .max(40, TWO_FACTOR_MESSAGES.codeFormat)
  .transform(normaliseCode)
  .refine(
    (code) => TOTP_CODE_PATTERN.test(code) || RECOVERY_CODE_PATTERN.test(code),
    TWO_FACTOR_MESSAGES.codeFormat,
  );

/** POST /api/auth/second-factor: the code that finishes a sign-in the password started. */
export const secondFactorRequestSchema = z.object({ code: codeSchema });

/** POST /api/admin/account/two-factor/confirm: the first code from the app, proving it was scanned. */
export const confirmTotpRequestSchema = z.object({
  code: z
    .string({ error: TWO_FACTOR_MESSAGES.setupCode })
    .transform((code) => code.replace(/\s/g, ''))
    .refine((code) => TOTP_CODE_PATTERN.test(code), TWO_FACTOR_MESSAGES.setupCode),
});

/** POST /api/admin/account/confirm-it-is-you: the password, or a code, again. */
export const reauthRequestSchema = z
  .object({
    password: z.string().min(1).max(1024).optional(),
    code: codeSchema.optional(),
  })
  .refine((body) => body.password !== undefined || body.code !== undefined, {
    message: TWO_FACTOR_MESSAGES.reauthRequired,
    path: ['password'],
  });

/** GET /api/admin/account/two-factor: one's own second factor, and whether everyone must have one. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  requiredForAll: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/admin/account/two-factor/setup: what to scan, or to type into the app. */
export const totpSetupSchema = z.object({
  /** The base32 secret, grouped in fours for typing. */
  secret: z.string(),
  /** The otpauth:// address the QR code holds. */
  uri: z.string(),
  /** The QR code, as an SVG document. */
  qrSvg: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

/** The ten recovery codes, shown once: on confirming the app and on asking for new ones. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** PUT /api/admin/security: the owner's rule for everyone. */
export const securitySettingsSchema = z.object({ twoFactorRequired: z.boolean() });

/**
 * A passkey's answer as @simplewebauthn/browser gives it: its shape is checked here, its signature by
 * @simplewebauthn/server against the challenge, this site and the key kept.
 */
const credentialJsonSchema = z
  .object({
    id: z.string().min(1).max(1024),
    rawId: z.string().min(1).max(1024),
    type: z.literal('public-key'),
    response: z.record(z.string(), z.unknown()),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
    authenticatorAttachment: z.string().optional(),
  })
  .passthrough();

/** POST /api/auth/passkey: a passkey's signature, after the password or on its own. */
export const passkeySignInSchema = z.object({ response: credentialJsonSchema });

/** POST /api/admin/account/passkeys: a new passkey and what to call it. */
export const passkeyAddSchema = z.object({
  response: credentialJsonSchema,
  name: z
    .string({ error: PASSKEY_MESSAGES.name })
    .trim()
    .min(1, PASSKEY_MESSAGES.name)
    .max(60, PASSKEY_MESSAGES.name),
});

/** One of one's passkeys, as the account screen lists them. */
export const passkeyListSchema = z.array(
  z.object({ id: z.string(), name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() }),
);
export type PasskeyItem = z.infer<typeof passkeyListSchema>[number];

/** What @simplewebauthn/server gives the browser to make or use a passkey: passed on as it is. */
export const passkeyOptionsSchema = z.record(z.string(), z.unknown());
