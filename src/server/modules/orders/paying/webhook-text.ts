import type { PaymentWebhookEvent } from '../../../providers/payment/provider';

const NUL = '\u0000';
/** The event's fields that are words for staff to read, not names of anything. */
const FREE_TEXT = new Set(['message', 'reason']);

/**
 * A signed event as the shop can keep it. The database's text holds no NUL character, and no
 * payment reference, refund or dispute id of ours has one: an event naming something with one is
 * none of ours, and is acknowledged and ignored (null). Its reason, read by staff, only loses them.
 */
export function storableEvent(event: PaymentWebhookEvent): PaymentWebhookEvent | null {
  for (const [field, value] of Object.entries(event))
    if (typeof value === 'string' && value.includes(NUL) && !FREE_TEXT.has(field)) return null;
  if (event.kind === 'refund') return { ...event, message: event.message.replaceAll(NUL, '') };
  if (event.kind === 'dispute') return { ...event, reason: event.reason.replaceAll(NUL, '') };
  return event;
}
