/** The words signed-in devices are shown and refused with, on both sides. */

/** What a session started before devices were recorded, or from a browser that named none, is called. */
export const UNKNOWN_DEVICE = 'Unknown device';

export const DEVICE_MESSAGES = {
  notFound: 'We could not find that device. It may have signed out already.',
  ownSessions: 'To end your own sessions, use “Signed-in devices” under Your account.',
} as const;
