import type { ComponentType, ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import {
  ADMIN_PAGE_IDS,
  ADMIN_PAGES,
  type AdminPageId,
  matchPageInAdmin,
} from '../../domain/pages/admin-pages';
import { matchPagesWith } from '../components/page-head-writer';
import { lazyScreen } from '../lazy-screen';
import { adminPaths } from './admin-paths';
import { RequireSignIn } from './features/auth/require-sign-in';
import { useCan } from './features/auth/staff-session';
import AdminShell from './shell/admin-shell';
import { firstTab } from './shell/admin-tabs';

// From here on, the head is written knowing the admin's pages and their titles.
matchPagesWith(matchPageInAdmin);

// Every screen is its own chunk, loaded when its route is first visited. This table comes with the
// admin's frame, so a shopper's first load carries none of it.
const AdminDashboard = lazyScreen(() => import('./screens/dashboard/dashboard-screen'));
const AdminProducts = lazyScreen(() => import('./screens/products/products-screen'));
const AdminProductForm = lazyScreen(() => import('./screens/product-form/product-form-screen'));
const AdminCollections = lazyScreen(() => import('./screens/collections/collections-screen'));
const AdminNewCollection = lazyScreen(() => import('./screens/collections/new-collection-screen'));
const AdminCategories = lazyScreen(() => import('./screens/categories/categories-screen'));
const AdminNewCategory = lazyScreen(() => import('./screens/categories/new-category-screen'));
const AdminOrders = lazyScreen(() => import('./screens/orders/orders-screen'));
const AdminOrder = lazyScreen(() => import('./screens/order/order-screen'));
const AdminNewsletter = lazyScreen(() => import('./screens/newsletter/newsletter-screen'));
const AdminBroadcasts = lazyScreen(() => import('./screens/broadcasts/broadcasts-screen'));
const AdminCodes = lazyScreen(() => import('./screens/codes/codes-screen'));
const AdminNewBroadcast = lazyScreen(() => import('./screens/broadcasts/new-broadcast-screen'));
const AdminBroadcast = lazyScreen(() => import('./screens/broadcasts/broadcast-screen'));
const AdminStaff = lazyScreen(() => import('./screens/staff/staff-screen'));
const AdminTwoFactor = lazyScreen(() => import('./screens/two-factor/two-factor-screen'));
const AdminReleases = lazyScreen(() => import('./screens/releases/releases-screen'));
const AdminReleaseForm = lazyScreen(() => import('./screens/release-form/release-form-screen'));
const AdminShows = lazyScreen(() => import('./screens/tour/shows-screen'));
const AdminShowForm = lazyScreen(() => import('./screens/tour/show-form-screen'));
const AdminSite = lazyScreen(() => import('./screens/site-settings/site-settings-screen'));
const AdminPages = lazyScreen(() => import('./screens/pages/pages-screen'));
const AdminActivity = lazyScreen(() => import('./screens/activity/activity-screen'));
const AdminPackingSlips = lazyScreen(() => import('./screens/packing-slips/packing-slips-screen'));

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
  broadcasts: AdminBroadcasts,
  codes: AdminCodes,
  newBroadcast: AdminNewBroadcast,
  broadcast: AdminBroadcast,
  staff: AdminStaff,
  twoFactor: AdminTwoFactor,
  releases: AdminReleases,
  newRelease: AdminReleaseForm,
  editRelease: AdminReleaseForm,
  shows: AdminShows,
  newShow: AdminShowForm,
  editShow: AdminShowForm,
  site: AdminSite,
  pages: AdminPages,
  activity: AdminActivity,
  packingSlips: AdminPackingSlips,
};

/** /admin itself: the first screen the signed-in role can use. */
function FirstTab() {
  return <Navigate to={firstTab(useCan())} replace />;
}

/**
 * The admin's door, its frame: the sign-in check, then the admin's pages under /admin, each page's
 * screen inside the shell. `notFound` is drawn for an admin address that names no page: the app's
 * own not-found screen, handed in so the admin imports nothing of the shop.
 */
export default function AdminGate({ notFound }: { notFound: ReactNode }) {
  return (
    <RequireSignIn>
      <Routes>
        <Route element={<AdminShell />}>
          <Route index element={<FirstTab />} />
          {ADMIN_PAGE_IDS.map((id) => {
            const Screen = adminScreens[id];
            return (
              <Route
                key={id}
                path={ADMIN_PAGES[id].pattern.slice(adminPaths.root.length + 1)}
                element={<Screen />}
              />
            );
          })}
          <Route path="*" element={notFound} />
        </Route>
      </Routes>
    </RequireSignIn>
  );
}
