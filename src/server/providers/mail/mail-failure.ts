/**
 * Why a mail server did not take a message, in words an owner can act on: which part of SMTP_URL
 * to look at. Never the URL itself, which carries the password.
 */
export function mailFailureInWords(error: unknown, target: string): string {
  const { code, responseCode, response, message } = (error ?? {}) as {
    code?: unknown;
    responseCode?: unknown;
    response?: unknown;
    message?: unknown;
  };
  const said = typeof response === 'string' && response ? ` It said: ${response.trim()}` : '';
  const text = typeof message === 'string' ? message : String(error);
  if (code === 'EAUTH') {
    return `The mail server at ${target} refused the user name or password in SMTP_URL.${said}`;
  }
  if (code === 'EDNS' || /ENOTFOUND|EAI_AGAIN/.test(text)) {
    return `The mail server's name in SMTP_URL (${target.replace(/:\d+$/, '')}) was not found.`;
  }
  if (/ECONNREFUSED/.test(text)) {
    return `Nothing answers at ${target}: check the host and port in SMTP_URL.`;
  }
  if (code === 'ETIMEDOUT' || /timeout|timed out/i.test(text)) {
    return `The mail server at ${target} did not answer in time: check the host and port in SMTP_URL.`;
  }
  if (/certificate|SSL|TLS|wrong version number/i.test(text)) {
    return `The secure connection to ${target} failed (${text}): use smtps:// for port 465, smtp:// otherwise.`;
  }
  if (code === 'EENVELOPE' || (typeof responseCode === 'number' && responseCode >= 500)) {
    return `The mail server at ${target} refused the message.${said || ` ${text}`}`;
  }
  return `The mail server at ${target} did not take the message: ${text}`;
}
