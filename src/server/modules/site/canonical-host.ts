/**
 * Whether a request came in under the public address's host (PUBLIC_URL): the same host name and
 * port, in any case of letters, its default port written or not. Behind a trusted proxy the host
 * is the one it forwarded (Fastify's `request.host` reads X-Forwarded-Host then).
 *
 * The bag, the delivery details and a staff sign-in belong to one browser origin: a shopper on
 * another name for the same server (127.0.0.1 for localhost, the server's own port behind a proxy)
 * keeps a bag that payment returns and email links, which go to PUBLIC_URL, never see.
 */
export function isPublicHost(requestHost: string | undefined, publicUrl: string): boolean {
  if (!requestHost) return false;
  const own = new URL(publicUrl);
  try {
    // Read as the public address's scheme would read it, so `localhost:80` is `localhost` for http.
    return new URL(`${own.protocol}//${requestHost}`).host === own.host;
  } catch {
    return false;
  }
}

/** The same page at the public address: its path and query kept. */
export function publicAddressOf(url: string, publicUrl: string): string {
  return `${publicUrl}${url.startsWith('/') ? url : `/${url}`}`;
}
