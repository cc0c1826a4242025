import { type ComponentType, lazy } from 'react';
import type { PageId } from '../../domain/pages/pages';

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
/** For any address that names no page, the admin's included. */
export const NotFoundScreen = lazy(() => import('./screens/not-found/not-found-screen'));

type ShopPageId = Exclude<PageId, 'admin' | 'login' | 'forgotPassword' | 'newPassword'>;

/** The screen of each of the shop's pages in the manifest, by its id. */
export const shopScreens: Record<ShopPageId, ComponentType> = {
  home: HomeScreen,
  about: AboutScreen,
  store: StoreScreen,
  product: ProductScreen,
  discography: DiscographyScreen,
  release: ReleaseScreen,
  cart: CartScreen,
  orderLookup: OrderLookupScreen,
  order: OrderScreen,
};
