import { z } from 'zod';

/** GET /api/auth/password-policy: what a staff password must satisfy. */
export const passwordPolicySchema = z
  .object({
    minLength: z.number().int().min(1).max(1024),
    /** null: no maximum. */
    maxLength: z.number().int().min(1).max(1024).nullable(),
    requireLowercase: z.boolean(),
    requireUppercase: z.boolean(),
    requireNumeric: z.boolean(),
    requireNonAlphanumeric: z.boolean(),
  })
  .refine((policy) => policy.maxLength === null || policy.maxLength >= policy.minLength, {
    message: 'The maximum length must not be less than the minimum length.',
    path: ['maxLength'],
  });
export type PasswordPolicy = z.infer<typeof passwordPolicySchema>;
