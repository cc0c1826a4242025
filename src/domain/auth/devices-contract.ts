import { z } from 'zod';
import { DEVICE_MESSAGES } from './device-words';

/**
 * Signed-in devices: each session of a staff member as they see it in the admin, to end the ones
 * they do not recognise. Both sides share these; the server validates with them.
 */

/** One row of GET /api/admin/account/sessions. */
const signedInDeviceSchema = z.object({
  /** The session's public id: the one to end it by. Never its token or the token's hash. */
  id: z.string(),
  /** "Firefox on macOS", or UNKNOWN_DEVICE (devices.ts). */
  label: z.string(),
  /** Where it signed in from, masked (203.0.113.x); null when unknown. */
  address: z.string().nullable(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  /** The session making this request: this browser. */
  current: z.boolean(),
});
export type SignedInDevice = z.infer<typeof signedInDeviceSchema>;
export const signedInDeviceListSchema = z.array(signedInDeviceSchema);

/** The session in DELETE /api/admin/account/sessions/:id. */
export const deviceParamsSchema = z.object({ id: z.uuid(DEVICE_MESSAGES.notFound) });

/** The answer to ending several sessions at once: how many ended. */
export const endedSessionsSchema = z.object({ ended: z.number().int() });
export type EndedSessions = z.infer<typeof endedSessionsSchema>;
