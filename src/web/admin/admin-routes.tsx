import type { ComponentType, ReactNode } from 'react';
import { Route } from 'react-router';
import { PAGES, type PageId } from '../../domain/pages/pages';
import { lazyScreen } from '../lazy-screen';

// Every screen is its own chunk, loaded when its route is first visited, and none of them with the shop's;
// the admin pages' screens are named by the frame's own chunk (admin-gate.tsx).
const LoginScreen = lazyScreen(() => import('./screens/login/login-screen'));
const ForgotPasswordScreen = lazyScreen(() => import('./screens/login/forgot-password-screen'));
const NewPasswordScreen = lazyScreen(() => import('./screens/login/new-password-screen'));
const InvitationScreen = lazyScreen(() => import('./screens/login/invitation-screen'));
const AdminGate = lazyScreen(() => import('./admin-gate'));

type SignInPageId = Extract<PageId, 'login' | 'forgotPassword' | 'newPassword' | 'invitation'>;

/** The staff's way in: public pages of the manifest, outside the admin's frame. */
export const signInScreens: Record<SignInPageId, ComponentType> = {
  login: LoginScreen,
  forgotPassword: ForgotPasswordScreen,
  newPassword: NewPasswordScreen,
  invitation: InvitationScreen,
};

/**
 * The admin's door, at /admin and every address under it: its frame (AdminGate) brings the admin's
 * pages with it. `notFound` is drawn for an admin address that names no page: the app's own
 * not-found screen, handed in so the admin imports nothing of the shop.
 */
export function adminRoute(notFound: ReactNode) {
  return <Route path={PAGES.admin.pattern} element={<AdminGate notFound={notFound} />} />;
}
