/** Staff invitations by a one-time link: how long one works, and the words both sides show. */

/** How long an invitation's link works, once. Long enough to cover a weekend's reply. */
export const INVITATION_HOURS = 48;

/** What became of an invitation that no longer works. */
export type InvitationEnd = 'accepted' | 'cancelled' | 'replaced';

/** Where an invitation's link stands as its page opens: only a pending one can be accepted. */
export const INVITATION_STATES = [
  'pending',
  'expired',
  'accepted',
  'cancelled',
  'replaced',
  'unknown',
] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

const ASK_OWNER = 'Ask the shop’s owner to send you a new invitation.';

/** Why a link does not work, each with the way on. */
export const INVITATION_LINK_MESSAGES: Record<Exclude<InvitationState, 'pending'>, string> = {
  expired: `This invitation has expired: an invitation works for ${INVITATION_HOURS} hours. ${ASK_OWNER}`,
  accepted:
    'This invitation has already been used to make an account. Sign in with that account, or ask the shop’s owner for a new invitation.',
  cancelled: `This invitation was cancelled by the shop. ${ASK_OWNER}`,
  replaced:
    'A newer invitation was sent for this email: use the link in it, or ask the shop’s owner for a new one.',
  unknown: `This invitation link is not complete or not known: open it again exactly as you were given it. ${ASK_OWNER}`,
};

export const INVITATION_MESSAGES = {
  notFound: 'We could not find that invitation: it may have been accepted or cancelled already.',
  tooMany: 'Too many tries from this connection. Please wait a few minutes and try again.',
  emailed: (email: string) =>
    `An invitation is on its way to ${email}. Its link works once, for ${INVITATION_HOURS} hours.`,
  linkShown: (email: string) =>
    `Mail is not set up, so no email was sent. Copy this link and give it to ${email} yourself: it is shown only now, and works once, for ${INVITATION_HOURS} hours.`,
  emailFailed: (email: string) =>
    `The email to ${email} could not be sent. Copy this link and give it to them yourself: it is shown only now, and works once, for ${INVITATION_HOURS} hours.`,
} as const;
