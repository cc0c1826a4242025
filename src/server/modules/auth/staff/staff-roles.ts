import { STAFF_MESSAGES } from '../../../../domain/auth/auth';
import { ROLE_MESSAGES, type StaffRole } from '../../../../domain/auth/roles';
import type { Db } from '../../../db/open';
import { ConflictError, NotFoundError } from '../../../http/errors';
import { recordActivity } from '../../../kernel/activity-record';
import type { Actor } from '../../../kernel/actor';
import { findStaffById, lockActiveStaff, setRole } from './staff-store';

/**
 * Refuses a change that would leave no active owner: `id` losing its place among the active
 * accounts (`becomes` null: deactivated) or becoming another role. `active` must be the rows
 * lockActiveStaff locked in the same transaction, so a concurrent change waits for this one.
 */
export function assertAnOwnerRemains(
  active: readonly { id: string; role: StaffRole }[],
  id: string,
  becomes: StaffRole | null,
): void {
  if (becomes === 'owner') return;
  const owners = active.filter((row) => row.role === 'owner');
  if (owners.some((row) => row.id === id) && owners.length <= 1) {
    throw new ConflictError('last_owner', ROLE_MESSAGES.lastOwner);
  }
}

/**
 * Gives an account a role, in the caller's transaction, and records it (before → after). The active
 * rows are locked first: of two owners demoting each other at once, the second waits, reads the
 * first's change, and is refused with a 409.
 */
export async function changeRole(tx: Db, id: string, role: StaffRole, by: Actor): Promise<void> {
  const active = await lockActiveStaff(tx);
  const account = await findStaffById(tx, id);
  if (!account) throw new NotFoundError(STAFF_MESSAGES.notFound);
  if (account.role === role) return;
  assertAnOwnerRemains(active, id, role);
  await setRole(tx, id, role);
  await recordActivity(tx, by, {
    action: 'staff.role_change',
    subject: 'staff',
    subjectId: id,
    summary: `Changed ${account.email}'s role from ${account.role} to ${role}`,
    before: { role: account.role },
    after: { role },
  });
}
