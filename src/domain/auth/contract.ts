import { z } from 'zod';
import { PASSWORD_RESET_MESSAGES, RESET_TOKEN_PATTERN } from './password-reset';
import { PERMISSIONS, STAFF_ROLES } from './roles';

const roleSchema = z.enum(STAFF_ROLES, { error: 'Choose a role: owner, manager, fulfilment or content.' });

/** The sign-in API's contract: the server validates with these, both sides share the types. */

/** POST /api/auth/login. Only emptiness is checked here: a wrong email is a 401, like a wrong password. */
export const loginRequestSchema = z.object({
  email: z
    .string({ error: 'Enter your email.' })
    .trim()
    .min(1, 'Enter your email.')
    .max(254, 'That email is too long.')
    .transform((email) => email.toLowerCase()),
  password: z
    .string({ error: 'Enter your password.' })
    .min(1, 'Enter your password.')
    .max(1024, 'That password is too long.'),
});

/** Who is signed in, with their role and what it allows: the admin hides what they cannot use. */
const sessionUserSchema = z.object({
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  permissions: z.array(z.enum(PERMISSIONS)),
  /** A second factor is set up for this account. */
  twoFactor: z.boolean(),
  /** The owner requires two-factor and this account has none yet: the admin leads to setting it up. */
  twoFactorSetupRequired: z.boolean(),
});

/**
 * GET /api/auth/session (always 200) and the body of POST /api/auth/login. After a password whose
 * account has two-factor, `user` is null and `secondFactor` asks for the code (POST /api/auth/second-factor).
 */
export const sessionResponseSchema = z.object({
  user: sessionUserSchema.nullable(),
  secondFactor: z.literal('code').optional(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** A new staff member's email, as the create-admin command accepts it. */
export const staffEmailSchema = z
  .email('Enter a valid email address.')
  .max(254, 'That email is too long.')
  .transform((email) => email.toLowerCase());

/**
 * POST /api/admin/staff: a new staff member. The password is checked against the policy and the
 * list of common passwords on the server. Without a role, the least: fulfilment.
 */
export const newStaffSchema = z.object({
  email: z.string({ error: 'Enter a valid email address.' }).trim().pipe(staffEmailSchema),
  password: z
    .string({ error: 'Enter a password.' })
    .min(1, 'Enter a password.')
    .max(1024, 'That password is too long.'),
  role: roleSchema.default('fulfilment'),
});

/** PUT /api/admin/staff/:id/role: an owner gives an account another role. */
export const roleChangeSchema = z.object({ role: roleSchema });

/** PUT /api/admin/account/password: the signed-in staff member's own password. */
export const passwordChangeSchema = z.object({
  currentPassword: z
    .string({ error: 'Enter your current password.' })
    .min(1, 'Enter your current password.')
    .max(1024, 'That password is too long.'),
  newPassword: z
    .string({ error: 'Enter a new password.' })
    .min(1, 'Enter a new password.')
    .max(1024, 'That password is too long.'),
});

/** POST /api/auth/password-reset: "Forgot password?". Any well-formed email gets the same answer. */
export const passwordResetRequestSchema = z.object({
  email: z.string({ error: 'Enter your email.' }).trim().min(1, 'Enter your email.').pipe(staffEmailSchema),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** Its answer (202), the same whether or not a link was sent. */
export const passwordResetSentSchema = z.object({ message: z.string() });

const resetTokenSchema = z
  .string({ error: PASSWORD_RESET_MESSAGES.linkIncomplete })
  .regex(RESET_TOKEN_PATTERN, PASSWORD_RESET_MESSAGES.linkIncomplete);

/** POST /api/auth/password-reset/check: whether a reset link still works, before a password is typed. */
export const passwordResetCheckSchema = z.object({ token: resetTokenSchema });

/**
 * Its answer, always 200 for a well-formed token: whose password the link sets, or null when it no
 * longer works (used, expired, or the account deactivated since).
 */
export const passwordResetCheckResponseSchema = z.object({ email: z.string().nullable() });
export type PasswordResetCheckResponse = z.infer<typeof passwordResetCheckResponseSchema>;

/** POST /api/auth/password-reset/complete: the new password, checked against the policy on the server. */
export const passwordResetSchema = z.object({
  token: resetTokenSchema,
  password: z
    .string({ error: 'Enter a new password.' })
    .min(1, 'Enter a new password.')
    .max(1024, 'That password is too long.'),
});

/**
 * POST /api/auth/password-check: whether a password would be accepted, asked as it is typed, so the
 * list of common passwords stays on the server. `problems` is empty when it would be.
 */
export const passwordCheckRequestSchema = z.object({
  password: z.string({ error: 'Enter a password.' }).max(1024, 'That password is too long.'),
});
export const passwordCheckResponseSchema = z.object({ problems: z.array(z.string()) });
export type PasswordCheckResponse = z.infer<typeof passwordCheckResponseSchema>;

/** One row of GET /api/admin/staff. */
export const staffAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  active: z.boolean(),
  /** A second factor is set up: an owner can reset it for someone who lost their phone. */
  twoFactor: z.boolean(),
  /** The account signed in to make this request. */
  you: z.boolean(),
  createdAt: z.string(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;
export const staffAccountListSchema = z.array(staffAccountSchema);

/** POST /api/admin/staff's answer (201): the account added. */
export const addedStaffSchema = staffAccountSchema.pick({ id: true, email: true });
