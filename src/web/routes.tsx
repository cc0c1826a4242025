import { type ComponentType, lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import {
  ADMIN_PAGE_IDS,
  ADMIN_PAGES,
  type AdminPageId,
  PAGE_IDS,
  PAGES,
  type PageId,
} from '../domain/pages/pages';
import { paths } from './paths';

// Every screen is its own chunk, loaded when its route is first visited.
const HomeScreen = lazy(() => import('./screens/home/home-screen'));
const AboutScreen = lazy(() => import('./screens/about/about-screen'));
const StoreScreen = lazy(() => import('./screens/store/store-screen'));
const ProductScreen = lazy(() => import('./screens/product/product-screen'));
const DiscographyScreen = lazy(() => import('./screens/discography/discography-screen'));
const ReleaseScreen = lazy(() => import('./screens/release/release-screen'));
const CartScreen = lazy(() => import('./screens/cart/cart-screen'));
const OrderScreen = lazy(() => import('./screens/order/order-screen'));
const OrderLookupScreen = lazy(() => import('./screens/order-lookup/order-lookup-screen'));
const LoginScreen = lazy(() => import('./screens/login/login-screen'));
const ForgotPasswordScreen = lazy(() => import('./screens/login/forgot-password-screen'));
const NewPasswordScreen = lazy(() => import('./screens/login/new-password-screen'));
const AdminGate = lazy(() => import('./screens/admin/admin-gate'));
const AdminDashboard = lazy(() => import('./screens/admin/dashboard-screen'));
const AdminProducts = lazy(() => import('./screens/admin/products-screen'));
const AdminNewProduct = lazy(() => import('./screens/admin/new-product-screen'));
const AdminCollections = lazy(() => import('./screens/admin/collections-screen'));
const AdminNewCollection = lazy(() => import('./screens/admin/new-collection-screen'));
const AdminCategories = lazy(() => import('./screens/admin/categories-screen'));
const AdminNewCategory = lazy(() => import('./screens/admin/new-category-screen'));
const AdminOrders = lazy(() => import('./screens/admin/orders-screen'));
const AdminOrder = lazy(() => import('./screens/admin/order-screen'));
const AdminNewsletter = lazy(() => import('./screens/admin/newsletter-screen'));
const AdminStaff = lazy(() => import('./screens/admin/staff-screen'));
const AdminReleases = lazy(() => import('./screens/admin/releases-screen'));
const AdminReleaseForm = lazy(() => import('./screens/admin/release-form-screen'));
const AdminSite = lazy(() => import('./screens/admin/site-settings-screen'));
const AdminActivity = lazy(() => import('./screens/admin/activity-screen'));
const AdminPackingSlips = lazy(() => import('./screens/admin/packing-slips-screen'));
const NotFoundScreen = lazy(() => import('./screens/not-found/not-found-screen'));

/**
 * The screen of each page in the manifest, by its id: a page without one fails the typecheck. The
 * build names each screen's module for the server in page-screens.ts (page-screens.test.ts checks).
 */
const screens: Record<Exclude<PageId, 'admin'>, ComponentType> = {
  home: HomeScreen,
  about: AboutScreen,
  store: StoreScreen,
  product: ProductScreen,
  discography: DiscographyScreen,
  release: ReleaseScreen,
  cart: CartScreen,
  orderLookup: OrderLookupScreen,
  order: OrderScreen,
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
  newProduct: AdminNewProduct,
  editProduct: AdminNewProduct,
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

export function AppRoutes() {
  return (
    <Routes>
      {PAGE_IDS.filter((id) => id !== 'admin').map((id) => {
        const Screen = screens[id as Exclude<PageId, 'admin'>];
        return <Route key={id} path={PAGES[id].pattern} element={<Screen />} />;
      })}
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
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
