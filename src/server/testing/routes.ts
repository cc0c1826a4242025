import type { FastifyInstance } from 'fastify';

export type RegisteredRoute = { method: string; url: string };

/** Every route the app serves, read from Fastify's route tree (HEAD left out: it follows GET). */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  // The path of the nearest segment above, by indentation: children extend their parent's path.
  const above: { indent: number; path: string }[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    // A child segment starts with '/' or, for a file-like route such as newsletter.csv, with '.'.
    const match = /^(\W*?)([/.]\S*) \(([^)]+)\)/.exec(line);
    if (!match) continue;
    const [, prefix = '', segment = '', methods = ''] = match;
    while (above.length > 0 && (above.at(-1)?.indent ?? 0) >= prefix.length) above.pop();
    const full = (above.at(-1)?.path ?? '') + segment;
    above.push({ indent: prefix.length, path: full });
    for (const method of methods.split(', ')) if (method !== 'HEAD') routes.push({ method, url: full });
  }
  return routes;
}
