import type { OrderAction, OrderStatusName } from '../../../../domain/orders/order';
import type { ActivityFacts } from '../../../kernel/activity-record';

/** What each move reads as; a move named nowhere here reads by its action's name. */
const DONE: Partial<Record<OrderAction, string>> & Record<string, string> = {
  mark_paid: 'Marked order {n} paid',
  fulfil: 'Marked order {n} fulfilled',
  collect: 'Marked order {n} collected',
  cancel: 'Cancelled order {n}',
  restore: 'Restored order {n}',
};

/** A staff member's move of an order's status, as the activity log records it. */
export function orderActivity(
  action: OrderAction,
  number: string,
  from: { status: OrderStatusName | undefined } & Record<string, unknown>,
  to: { status: OrderStatusName } & Record<string, unknown>,
  note: string,
): ActivityFacts {
  const done = (DONE[action] ?? `${action.replace('_', ' ')} order {n}`).replace('{n}', number);
  return {
    action: `order.${action}`,
    subject: 'order',
    subjectId: number,
    summary: note ? `${done}: ${note}` : done,
    before: from,
    after: note ? { ...to, note } : to,
  };
}

const ADJUSTED = {
  cancellation: 'Cancelled units of',
  return: 'Took back units of',
  refund: 'Refunded',
} as const;

/**
 * Units cancelled or taken back, or money refunded, by a staff member: the order's status and the
 * amount refunded so far, before and after, and what was done in the order history's own words.
 */
export function adjustmentActivity(
  kind: keyof typeof ADJUSTED,
  number: string,
  said: string,
  was: { status: string; refundedKobo: number },
  now: { status: string; refundedKobo: number } | undefined,
  method: string,
): ActivityFacts {
  return {
    action: `order.${kind}`,
    subject: 'order',
    subjectId: number,
    summary: `${ADJUSTED[kind]} order ${number}: ${said}`,
    before: { status: was.status, refundedKobo: was.refundedKobo },
    after: now ? { status: now.status, refundedKobo: now.refundedKobo, refundMethod: method } : null,
  };
}
