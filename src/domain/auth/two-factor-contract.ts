import { z } from 'zod';
import { normaliseCode, RECOVERY_CODE_PATTERN, TOTP_CODE_PATTERN, TWO_FACTOR_MESSAGES } from './two-factor';

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
