import type { FastifyRequest } from 'fastify';
import {
  NO_PERMISSION_MESSAGE,
  type Permission,
  refusalMessage,
  roleAllows,
} from '../../../../domain/auth/roles';
import { ForbiddenError } from '../../../http/errors';
import { recordRepeatedActivity } from '../../../kernel/activity-repeats';
import type { StaffMember } from '../sessions/session-store';

/**
 * Lets a signed-in staff member through to a route only when their role holds its permission (one
 * table: src/domain/auth/roles.ts). A refusal is a 403 naming what the role does not allow, and is
 * kept in the activity log: a member calling what the admin does not show them is worth knowing.
 * A route that names no permission fails closed, for every role. Checks that sit beside this one
 * later (a recent sign-in before a refund) belong here too.
 */
export async function requirePermission(
  request: FastifyRequest,
  staff: StaffMember,
  permission: Permission | undefined,
): Promise<void> {
  if (!permission) throw new ForbiddenError(NO_PERMISSION_MESSAGE, 'no_permission_set');
  if (roleAllows(staff.role, permission)) return;
  const route = `${request.method} ${request.url.split('?')[0]}`;
  // One entry per member and permission an hour, counting the calls: a session can make them as
  // fast as the server answers, and the log is never pruned.
  const times = await recordRepeatedActivity(
    request.server.database.db,
    { staffId: staff.id, staffEmail: staff.email },
    {
      action: 'staff.refused',
      subject: 'staff',
      subjectId: staff.id,
      summary: `Refused ${route}: the ${staff.role} role does not hold ${permission}`,
      after: { route, role: staff.role, permission },
    },
    `staff.refused:${staff.id}:${permission}`,
  );
  if (times === 1) {
    request.log.info({ staffId: staff.id, role: staff.role, permission, route }, 'staff route refused');
  }
  throw new ForbiddenError(refusalMessage(staff.role, permission), 'permission_denied');
}
