import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NO_PERMISSION_MESSAGE, type Permission } from '../../domain/auth/roles';

/** A staff route and the permission it names (undefined: none, so it is refused to everyone). */
type StaffRouteEntry = { method: string; url: string; permission: Permission | undefined };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every staff route as it was registered: the permission table's test walks these. */
    staffRoutes: StaffRouteEntry[];
    /**
     * Checks a staff request before its body is read: a session, the route's permission, two-factor
     * and a recent proof where the route asks. Decorated by the sign-in capability (auth).
     */
    staffGuard: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyContextConfig {
    /**
     * What a staff route needs (src/domain/auth/roles.ts). Every route under /api/admin names one:
     * a route without is refused to every role, owners included.
     */
    permission?: Permission;
    /**
     * A refund, a staff change, an export with personal data: the session must have proved who it
     * is within REAUTH_MINUTES (a 403 `reauthentication_required` asks for the password or a code).
     */
    reauth?: boolean;
    /** Open while the owner's rule still requires this account to set up two-factor (setting it up). */
    beforeTwoFactor?: boolean;
  }
}

/** Where every staff route is: the web app's admin calls nothing else. */
const STAFF_PREFIX = '/api/admin';

async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
}

/**
 * The one way a capability registers its staff routes: under /api/admin, in a scope of their own
 * whose onRequest hook checks the session and the route's permission on the server before any body
 * is read (the web app's guard only steers navigation), and whose answers no browser or proxy
 * keeps. `routes` registers the capability's routes on that scope; each names its permission in
 * `config: { permission }`. Register it after the auth plugin, whose cookie parser and same-origin
 * check the scope inherits from the app, and whose `staffGuard` the scope's hook calls. `capability`
 * is the module's name, which names the scope in Fastify's plugin tree and its start-up errors.
 */
export async function registerStaffRoutes(
  app: FastifyInstance,
  { capability }: { capability: string },
  routes: (staff: FastifyInstance) => Promise<void>,
): Promise<void> {
  async function staffOnly(staff: FastifyInstance) {
    staff.addHook('onRoute', (route) => {
      const permission = route.config?.permission;
      // Said at start-up too, so a route without a permission is noticed before anyone is refused.
      if (!permission) staff.log.warn({ url: route.url }, NO_PERMISSION_MESSAGE);
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') staff.staffRoutes.push({ method, url: route.url, permission });
      }
    });
    staff.addHook('onRequest', (request, reply) => staff.staffGuard(request, reply));
    staff.addHook('onSend', noStore);
    await routes(staff);
  }
  // Named for its capability in Fastify's plugin tree (printPlugins) and in its start-up errors.
  await app.register(staffOnly, { prefix: STAFF_PREFIX, name: `${capability} staff routes` });
}
