import { type ComponentType, lazy } from 'react';
import { Route, Routes } from 'react-router';
import { PAGE_IDS, PAGES, type PageId } from '../domain/pages/pages';
import { adminRoutes, signInScreens } from './admin/admin-routes';

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
  ...signInScreens,
};

export function AppRoutes() {
  return (
    <Routes>
      {PAGE_IDS.filter((id) => id !== 'admin').map((id) => {
        const Screen = screens[id as Exclude<PageId, 'admin'>];
        return <Route key={id} path={PAGES[id].pattern} element={<Screen />} />;
      })}
      {adminRoutes(<NotFoundScreen />)}
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
