import { createHash, timingSafeEqual } from 'node:crypto';

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * Checks an Authorization header against `Bearer <token>`. Both sides are hashed to one length
 * and compared with timingSafeEqual, so the time taken tells nothing of the token, not even its length.
 */
export function bearerTokenCheck(token: string): (header: string | undefined) => boolean {
  const expected = digest(token);
  return (header) => {
    const sent = /^Bearer +(\S+) *$/i.exec(header ?? '')?.[1];
    const same = timingSafeEqual(digest(sent ?? ''), expected);
    return sent !== undefined && same;
  };
}
