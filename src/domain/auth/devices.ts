/** Signed-in devices: the words and types both sides share. The zod schemas are in devices-contract.ts. */

export { DEVICE_MESSAGES, UNKNOWN_DEVICE } from './device-words';
export type { EndedSessions, SignedInDevice } from './devices-contract';
