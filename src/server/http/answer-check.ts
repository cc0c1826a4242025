import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance } from 'fastify';

/**
 * For tests: every JSON answer written by its route's schema must read back as JSON.stringify would
 * have written it. fast-json-stringify leaves out properties a schema does not name and coerces
 * values to the type it says, silently; here a contract that misses a field fails the test that
 * made the answer, with the route and both versions on standard error.
 */
export function checkAnswersAgainstSchemas(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!reply.routeOptions.schema?.response) return payload;
    const meant: unknown = JSON.parse(JSON.stringify(payload) ?? 'null');
    let sent: unknown;
    try {
      sent = JSON.parse(String(reply.serialize(payload)));
    } catch (error) {
      sent = `not written: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (isDeepStrictEqual(sent, meant)) return payload;
    const route = `${request.method} ${reply.routeOptions.url} (${reply.statusCode})`;
    const message = `The response schema of ${route} changes its answer.`;
    console.error(`${message}\nmeant: ${JSON.stringify(meant)}\nsent:  ${JSON.stringify(sent)}`);
    throw new Error(message);
  });
}
