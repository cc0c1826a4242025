import type { ComponentType } from 'react';
import type { PageId } from '../../domain/pages/pages';
import { lazyScreen } from '../lazy-screen';

// Every screen is its own chunk, loaded when its route is first visited.
const HomeScreen = lazyScreen(() => import('./screens/home/home-screen'));
const AboutScreen = lazyScreen(() => import('./screens/about/about-screen'));
const StoreScreen = lazyScreen(() => import('./screens/store/store-screen'));
const ProductScreen = lazyScreen(() => import('./screens/product/product-screen'));
const DiscographyScreen = lazyScreen(() => import('./screens/discography/discography-screen'));
const ReleaseScreen = lazyScreen(() => import('./screens/release/release-screen'));
const TourScreen = lazyScreen(() => import('./screens/tour/tour-screen'));
const PolicyScreen = lazyScreen(() => import('./screens/policy/policy-screen'));
const CartScreen = lazyScreen(() => import('./screens/cart/cart-screen'));
const OrderScreen = lazyScreen(() => import('./screens/order/order-screen'));
const OrderLookupScreen = lazyScreen(() => import('./screens/order-lookup/order-lookup-screen'));
const ConfirmScreen = lazyScreen(() => import('./screens/subscription/confirm-screen'));
const UnsubscribeScreen = lazyScreen(() => import('./screens/subscription/unsubscribe-screen'));
/** For any address that names no page, the admin's included. */
export const NotFoundScreen = lazyScreen(() => import('./screens/not-found/not-found-screen'));

type ShopPageId = Exclude<PageId, 'admin' | 'login' | 'forgotPassword' | 'newPassword' | 'invitation'>;

/** The screen of each of the shop's pages in the manifest, by its id. */
export const shopScreens: Record<ShopPageId, ComponentType> = {
  home: HomeScreen,
  about: AboutScreen,
  store: StoreScreen,
  product: ProductScreen,
  discography: DiscographyScreen,
  release: ReleaseScreen,
  tour: TourScreen,
  shipping: PolicyScreen,
  returns: PolicyScreen,
  privacy: PolicyScreen,
  terms: PolicyScreen,
  faq: PolicyScreen,
  cart: CartScreen,
  orderLookup: OrderLookupScreen,
  order: OrderScreen,
  newsletterConfirm: ConfirmScreen,
  unsubscribe: UnsubscribeScreen,
};
