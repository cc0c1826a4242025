/**
 * How long a test waits for an email a server sends: the first one loads the email renderer
 * (React Email), which a busy machine may take seconds to read.
 */
export const FIRST_EMAIL = { timeout: 15_000, interval: 50 };
