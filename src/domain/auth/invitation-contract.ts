import { z } from 'zod';
import { roleSchema, staffEmailSchema } from './contract';
import { INVITATION_LINK_MESSAGES, INVITATION_STATES } from './invitation';
import { RESET_TOKEN_PATTERN } from './password-reset';
import { STAFF_ROLES } from './roles';

/** The staff invitations API's contract: the server validates with these, both sides share the types. */

/** POST /api/admin/invitations: who to invite, and as what. Without a role, the least: fulfilment. */
export const newInvitationSchema = z.object({
  email: z.string({ error: 'Enter a valid email address.' }).trim().pipe(staffEmailSchema),
  role: roleSchema.default('fulfilment'),
});

/** One pending invitation, as the staff screen lists it. */
const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** GET /api/admin/invitations: the pending ones, newest first. */
export const invitationListSchema = z.array(invitationSchema);

/**
 * POST /api/admin/invitations's answer (201): the invitation, and how it went out. `email`: it was
 * emailed, and the link is nowhere else. `link`: mail is not set up (or the email failed), so the
 * link is here, this once, for the owner to pass on.
 */
export const invitationSentSchema = z.object({
  invitation: invitationSchema,
  delivery: z.enum(['email', 'link']),
  link: z.string().nullable(),
  message: z.string(),
});
export type InvitationSent = z.infer<typeof invitationSentSchema>;

/** The token an invitation's link carries: 32 random bytes in base64url, as a reset link's. */
const invitationTokenSchema = z
  .string({ error: INVITATION_LINK_MESSAGES.unknown })
  .regex(RESET_TOKEN_PATTERN, INVITATION_LINK_MESSAGES.unknown);

/** POST /api/auth/invitation/check: where a link stands, before a password is typed. */
export const invitationCheckSchema = z.object({ token: invitationTokenSchema });

/**
 * Its answer, always 200 for a well-formed token: for a pending invitation, the email and role it
 * makes; for any other, why it does not work (`message`), and nothing of whom it was for.
 */
export const invitationCheckResponseSchema = z.object({
  state: z.enum(INVITATION_STATES),
  email: z.string().nullable(),
  role: z.enum(STAFF_ROLES).nullable(),
  expiresAt: z.string().nullable(),
  message: z.string().nullable(),
});
export type InvitationCheck = z.infer<typeof invitationCheckResponseSchema>;

/** POST /api/auth/invitation/accept: the invitee's password, checked against the policy on the server. */
export const invitationAcceptSchema = z.object({
  token: invitationTokenSchema,
  password: z
    .string({ error: 'Choose a password.' })
    .min(1, 'Choose a password.')
    .max(1024, 'That password is too long.'),
});
