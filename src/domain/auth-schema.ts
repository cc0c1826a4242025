import { z } from 'zod';

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
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const sessionUserSchema = z.object({ email: z.string() });
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /api/auth/session (always 200) and the body of a successful POST /api/auth/login. */
export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** A new staff member's email, as the create-admin command accepts it. */
export const staffEmailSchema = z
  .email('Enter a valid email address.')
  .max(254, 'That email is too long.')
  .transform((email) => email.toLowerCase());
