/**
 * The token an emailed link carries as `#token=…`: after the #, so it never reaches a server's or a
 * proxy's log when the link is opened. Empty when the link has none.
 */
export function linkToken(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}
