import type { FastifyRequest } from 'fastify';

/**
 * Whether a failure is answered with a page rather than the API's JSON: a browser asked for one of
 * the site's pages. The API, files and webhooks keep their JSON bodies.
 */
export function wantsErrorPage(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  if (path.startsWith('/api/') || path === '/api' || path === '/metrics') return false;
  return request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
}

/** What the page says: the server failed, or (past its bound on connections) it is too busy to answer. */
export const ERROR_PAGE_WORDS = {
  failed: {
    title: 'Something went wrong',
    text: 'Something went wrong on our side. Please try again in a moment.',
  },
  busy: { title: 'Very busy', text: 'The shop is very busy right now. Please try again in a moment.' },
} as const;

/**
 * The page a shopper sees when the server fails to draw one: plain, in the site's colours, with a
 * way back, and nothing of the error itself (that is in the log, under the request id it shows; a
 * connection refused before any request was read has none).
 */
export function errorPage(
  requestId: string | null,
  { title, text }: { title: string; text: string } = ERROR_PAGE_WORDS.failed,
): string {
  const reference =
    requestId === null ? '' : `\n  <small>Reference: ${requestId.replace(/[^\w.:-]/g, '')}</small>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #0b0b0c; color: #f4f1ea;
    font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; text-align: center; }
  main { padding: 2rem 1.5rem; max-width: 32rem; }
  h1 { font-size: 1.75rem; letter-spacing: 0.02em; text-transform: uppercase; margin: 0 0 0.75rem; }
  p { margin: 0 0 1.5rem; color: #c9c4b8; }
  a { display: inline-block; padding: 0.8rem 1.6rem; background: #f4f1ea; color: #0b0b0c; font-weight: 700;
    text-decoration: none; letter-spacing: 0.06em; text-transform: uppercase; }
  small { display: block; margin-top: 2rem; color: #8a857b; }
</style>
</head>
<body>
<main>
  <h1>${title}</h1>
  <p>${text}</p>
  <a href="/">Back to the home page</a>${reference}
</main>
</body>
</html>
`;
}
