/** A forgotten password: the texts and the token's shape, which the contract checks and the web app shows. */

/** How long a link to choose a new password works, once. */
export const RESET_LINK_MINUTES = 30;

/**
 * "Forgot password?": the same answer whether or not the email is a staff account's, so the form
 * tells no one who works here.
 */
export const PASSWORD_RESET_MESSAGES = {
  sent: `If that email belongs to a staff account, a link to choose a new password is on its way to it. It can take a few minutes to arrive, and it works once, for ${RESET_LINK_MINUTES} minutes.`,
  linkInvalid: 'This link has expired or has already been used. Ask for a new one.',
  linkIncomplete: 'This link is not complete. Open it again from the email, or ask for a new one.',
  tooMany: 'Too many requests for a link from this connection. Please wait a few minutes and try again.',
} as const;

/** The token a reset link carries: 32 random bytes in base64url, as the server makes them. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
