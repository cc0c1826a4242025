import { type ComponentType, lazy, type ReactNode } from 'react';
import { Navigate, Route } from 'react-router';
import { ADMIN_PAGE_IDS, ADMIN_PAGES, type AdminPageId, type PageId } from '../../domain/pages/pages';
import { paths } from '../paths';

// Every screen is its own chunk, loaded when its route is first visited, and none of them with the shop's.
const LoginScreen = lazy(() => import('./screens/login/login-screen'));
const ForgotPasswordScreen = lazy(() => import('./screens/login/forgot-password-screen'));
const NewPasswordScreen = lazy(() => import('./screens/login/new-password-screen'));
const AdminGate = lazy(() => import('./shell/admin-gate'));
const AdminDashboard = lazy(() => import('./screens/dashboard/dashboard-screen'));
const AdminProducts = lazy(() => import('./screens/products/products-screen'));
const AdminProductForm = lazy(() => import('./screens/product-form/product-form-screen'));
const AdminCollections = lazy(() => import('./screens/collections/collections-screen'));
const AdminNewCollection = lazy(() => import('./screens/collections/new-collection-screen'));
const AdminCategories = lazy(() => import('./screens/categories/categories-screen'));
const AdminNewCategory = lazy(() => import('./screens/categories/new-category-screen'));
const AdminOrders = lazy(() => import('./screens/orders/orders-screen'));
const AdminOrder = lazy(() => import('./screens/order/order-screen'));
const AdminNewsletter = lazy(() => import('./screens/newsletter/newsletter-screen'));
const AdminStaff = lazy(() => import('./screens/staff/staff-screen'));
const AdminReleases = lazy(() => import('./screens/releases/releases-screen'));
const AdminReleaseForm = lazy(() => import('./screens/release-form/release-form-screen'));
const AdminSite = lazy(() => import('./screens/site-settings/site-settings-screen'));
const AdminActivity = lazy(() => import('./screens/activity/activity-screen'));
const AdminPackingSlips = lazy(() => import('./screens/packing-slips/packing-slips-screen'));

type SignInPageId = Extract<PageId, 'login' | 'forgotPassword' | 'newPassword'>;

/** The staff's way in: public pages of the manifest, outside the admin's frame. */
export const signInScreens: Record<SignInPageId, ComponentType> = {
  login: LoginScreen,
  forgotPassword: ForgotPasswordScreen,
  newPassword: NewPasswordScreen,
};

/** The screen of each admin page in the manifest, inside the admin's frame (AdminGate). */
const adminScreens: Record<AdminPageId, ComponentType> = {
  dashboard: AdminDashboard,
  orders: AdminOrders,
  order: AdminOrder,
  products: AdminProducts,
  newProduct: AdminProductForm,
  editProduct: AdminProductForm,
  collections: AdminCollections,
  newCollection: AdminNewCollection,
  editCollection: AdminNewCollection,
  categories: AdminCategories,
  newCategory: AdminNewCategory,
  editCategory: AdminNewCategory,
  newsletter: AdminNewsletter,
  staff: AdminStaff,
  releases: AdminReleases,
  newRelease: AdminReleaseForm,
  editRelease: AdminReleaseForm,
  site: AdminSite,
  activity: AdminActivity,
  packingSlips: AdminPackingSlips,
};

/**
 * The admin's routes, each page's screen inside the frame. `notFound` is drawn for an admin address
 * that names no page: the app's own not-found screen, handed in so the admin imports nothing of the shop.
 */
export function adminRoutes(notFound: ReactNode) {
  return (
    <Route path={paths.admin.root} element={<AdminGate />}>
      <Route index element={<Navigate to="dashboard" replace />} />
      {ADMIN_PAGE_IDS.map((id) => {
        const Screen = adminScreens[id];
        return (
          <Route
            key={id}
            path={ADMIN_PAGES[id].pattern.slice(paths.admin.root.length + 1)}
            element={<Screen />}
          />
        );
      })}
      <Route path="*" element={notFound} />
    </Route>
  );
}
