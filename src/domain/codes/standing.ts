/** Where a code stands at a moment, by one rule for staff and shoppers alike. */
export type CodeStanding = 'ended' | 'paused' | 'scheduled' | 'used_up' | 'active';

type CodeTimes = {
  pausedAt: Date | null;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  uses: number;
};

/**
 * An ended code is ended, whether or not it was paused first (ending is for good, pausing is not);
 * then paused, not started yet, used up, or active.
 */
export function codeStanding(code: CodeTimes, now: Date): CodeStanding {
  if (code.endsAt && code.endsAt <= now) return 'ended';
  if (code.pausedAt) return 'paused';
  if (code.startsAt && code.startsAt > now) return 'scheduled';
  if (code.maxUses !== null && code.uses >= code.maxUses) return 'used_up';
  return 'active';
}
