import { createContext, type ReactNode, useContext } from 'react';
import type { Permission } from '../../../../domain/auth/roles';
import type { SignedInStaff } from './use-session';

const StaffSessionContext = createContext<SignedInStaff | null>(null);

/** Who is signed in, for the admin's screens inside RequireSignIn. */
export function StaffSessionProvider({ staff, children }: { staff: SignedInStaff; children: ReactNode }) {
  return <StaffSessionContext.Provider value={staff}>{children}</StaffSessionContext.Provider>;
}

/**
 * Whether the signed-in member's role allows a permission: the admin hides what it does not (tabs,
 * buttons, fields). Only a convenience: the server refuses the call all the same.
 */
export function useCan(): (permission: Permission) => boolean {
  const staff = useContext(StaffSessionContext);
  return (permission) => staff?.permissions.includes(permission) ?? false;
}
