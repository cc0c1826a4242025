/**
 * Broadcasts, as both sides use them: the rules (audiences, statuses, limits, messages) and the
 * API's types.
 */

export type {
  BroadcastAudiences,
  BroadcastDetail,
  BroadcastDraft,
  BroadcastList,
  BroadcastPreview,
  BroadcastProgress,
  BroadcastSend,
  BroadcastSummary,
} from './contract';
export * from './rules';
