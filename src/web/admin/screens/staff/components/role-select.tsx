import {
  STAFF_ROLE_HINTS,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  type StaffRole,
} from '../../../../../domain/auth/roles';

/** A role's options, each with what it may do, as a select's choices. */
export function RoleOptions() {
  return STAFF_ROLES.map((role) => (
    <option key={role} value={role} title={STAFF_ROLE_HINTS[role]}>
      {STAFF_ROLE_LABELS[role]}
    </option>
  ));
}

/** What the chosen role may do, for a hint under its select. */
export function roleHint(role: StaffRole): string {
  return STAFF_ROLE_HINTS[role];
}
