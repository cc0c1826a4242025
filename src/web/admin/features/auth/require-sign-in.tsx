import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen';
import { paths } from '../../../paths';
import { adminPaths } from '../../admin-paths';
import { ConfirmItIsYouHost } from './confirm-it-is-you';
import { StaffSessionProvider } from './staff-session';
import { useRecheckOnNavigation } from './use-recheck-on-navigation';
import { useSession } from './use-session';

/**
 * A route that needs sign-in proceeds only with a current user, whose role its screens can ask
 * after (useCan); otherwise it goes to /login.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  useRecheckOnNavigation(session.status === 'signed-in');
  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'signed-out') {
    return <Navigate to={paths.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  const { status: _status, ...staff } = session;
  // The owner requires two-factor and this member has none: setting it up is the only way on.
  if (staff.twoFactorSetupRequired && location.pathname !== adminPaths.twoFactor) {
    return <Navigate to={adminPaths.twoFactor} replace />;
  }
  const allowed = staff.twoFactorSetupRequired ? { ...staff, permissions: [] } : staff;
  return (
    <StaffSessionProvider staff={allowed}>
      <ConfirmItIsYouHost twoFactor={staff.twoFactor} />
      {children}
    </StaffSessionProvider>
  );
}
