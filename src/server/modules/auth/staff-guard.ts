import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SIGN_IN_REQUIRED_MESSAGE } from '../../../domain/auth/auth';
import { UnauthorizedError } from '../../http/errors';
import { currentStaff } from './request-session';

/** Where every staff route is: the web app's admin calls nothing else. */
const STAFF_PREFIX = '/api/admin';

/**
 * The capabilities that have staff routes, by their module's name: what a permission per
 * capability would be looked up by, here, in one place.
 */
type StaffCapability =
  | 'activity'
  | 'auth'
  | 'backups'
  | 'catalog'
  | 'codes'
  | 'content'
  | 'launch'
  | 'newsletter'
  | 'orders'
  | 'reference'
  | 'tour'
  | 'uploads'
  | 'waitlist';

/** onRequest hook for staff-only routes: runs before the body is read, so strangers upload nothing. */
async function requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!(await currentStaff(request, reply))) throw new UnauthorizedError(SIGN_IN_REQUIRED_MESSAGE);
}

async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
}

/**
 * The one way a capability registers its staff routes: under /api/admin, in a scope of their own
 * whose onRequest hook checks the session on the server before any body is read (the web app's
 * guard only steers navigation), and whose answers no browser or proxy keeps. `routes` registers
 * the capability's routes on that scope. Register it after the auth plugin, whose cookie parser
 * and same-origin check the scope inherits from the app.
 */
export async function registerStaffRoutes(
  app: FastifyInstance,
  { capability }: { capability: StaffCapability },
  routes: (staff: FastifyInstance) => Promise<void>,
): Promise<void> {
  async function staffOnly(staff: FastifyInstance) {
    staff.addHook('onRequest', requireStaff);
    staff.addHook('onSend', noStore);
    await routes(staff);
  }
  // Named for its capability in Fastify's plugin tree (printPlugins) and in its start-up errors.
  await app.register(staffOnly, { prefix: STAFF_PREFIX, name: `${capability} staff routes` });
}
