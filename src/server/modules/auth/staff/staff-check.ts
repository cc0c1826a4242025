import type { FastifyReply, FastifyRequest } from 'fastify';
import { SIGN_IN_REQUIRED_MESSAGE } from '../../../../domain/auth/auth';
import { TWO_FACTOR_MESSAGES } from '../../../../domain/auth/two-factor';
import { ForbiddenError, UnauthorizedError } from '../../../http/errors';
import { currentStaff } from '../sessions/request-session';
import { requirePermission } from './permission-check';

/**
 * onRequest hook for staff-only routes: runs before the body is read, so strangers upload nothing
 * and a role without the route's permission sends nothing either.
 */
export async function requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const staff = await currentStaff(request, reply);
  if (!staff) throw new UnauthorizedError(SIGN_IN_REQUIRED_MESSAGE);
  const { config } = request.routeOptions;
  if (staff.twoFactorSetupRequired && !config.beforeTwoFactor) {
    throw new ForbiddenError(TWO_FACTOR_MESSAGES.setupRequired, 'two_factor_setup_required');
  }
  await requirePermission(request, staff, config.permission);
  if (config.reauth && !request.server.auth.isRecent(staff)) {
    throw new ForbiddenError(TWO_FACTOR_MESSAGES.reauthRequired, 'reauthentication_required');
  }
}
