/**
 * Broadcasts: an email staff write once and send to one audience — the confirmed newsletter list,
 * the past buyers on it, or a product's waitlist — in batches, with each recipient's progress kept.
 */

/** Who a broadcast goes to. */
export const BROADCAST_AUDIENCES = ['subscribers', 'buyers', 'waitlist'] as const;
export type BroadcastAudience = (typeof BROADCAST_AUDIENCES)[number];

export const AUDIENCE_LABELS: Record<BroadcastAudience, string> = {
  subscribers: 'Everyone on the newsletter',
  buyers: 'Past buyers on the newsletter',
  waitlist: 'A product’s waitlist',
};

/** "Waitlist: Lagos Tee": the audience of a broadcast to one product's waitlist. */
export const waitlistAudienceLabel = (productName: string) => `Waitlist: ${productName}`;

/** A broadcast's audience as staff read it: the product's name for a waitlist, when it is known. */
export function audienceLabel(audience: BroadcastAudience, productName: string | null): string {
  return audience === 'waitlist' && productName
    ? waitlistAudienceLabel(productName)
    : AUDIENCE_LABELS[audience];
}

/**
 * Where one recipient's email stands: waiting for its batch, handed to the outbox (sending), sent,
 * failing (will be tried again), not sent (given up on, or refused for good), or skipped because
 * the person left the list before their batch went.
 */
export const RECIPIENT_STATUSES = ['waiting', 'sending', 'sent', 'failing', 'failed', 'skipped'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

export const RECIPIENT_STATUS_LABELS: Record<RecipientStatus, string> = {
  waiting: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  failing: 'Failing, will retry',
  failed: 'Not sent',
  skipped: 'Left the list first',
};

/** The longest subject and body staff may write. */
export const SUBJECT_MAX = 150;
export const BODY_MAX = 20_000;
/** At most this many product or release cards under the message. */
export const CARDS_MAX = 6;

export const BROADCAST_MESSAGES = {
  subject: 'Write a subject.',
  subjectTooLong: `Keep the subject under ${SUBJECT_MAX} characters.`,
  body: 'Write the message.',
  bodyTooLong: `Keep the message under ${BODY_MAX.toLocaleString('en')} characters.`,
  cards: `Add at most ${CARDS_MAX} cards.`,
  unknownCard: 'A card names a product or release the shop does not have.',
  noRecipients: 'No one would receive this broadcast: that audience is empty.',
  chooseProduct: 'Choose the product whose waitlist to message.',
  unknownProduct: 'The shop has no such product: choose one from the list.',
  testSent: (email: string) => `A test was sent to ${email}.`,
  testFailed: 'The test could not be sent. Check the mail settings and try again.',
  notFound: 'That broadcast does not exist.',
} as const;

/** "1,200 of 2,000 sent": a broadcast's progress in words. */
export function progressWords(progress: { total: number; sent: number; failed: number }): string {
  const sent = `${progress.sent.toLocaleString('en')} of ${progress.total.toLocaleString('en')} sent`;
  return progress.failed > 0 ? `${sent}, ${progress.failed.toLocaleString('en')} not sent` : sent;
}
