import type { OrderStage } from '../domain/orders/stage';
import { ADMIN_PAGES, adminPagePath, PAGES, pagePath } from '../domain/pages/pages';

/** Every route path of the web app, from the page manifest. */
export const paths = {
  home: PAGES.home.pattern,
  about: PAGES.about.pattern,
  store: PAGES.store.pattern,
  product: (productId: string) => pagePath('product', { productId }),
  discography: PAGES.discography.pattern,
  release: (slug: string) => pagePath('release', { id: slug }),
  cart: PAGES.cart.pattern,
  order: (number: string) => pagePath('order', { number }),
  orderLookup: PAGES.orderLookup.pattern,
  login: PAGES.login.pattern,
  forgotPassword: PAGES.forgotPassword.pattern,
  newPassword: PAGES.newPassword.pattern,
  admin: {
    root: PAGES.admin.pattern.replace(/\/\*$/, ''),
    dashboard: ADMIN_PAGES.dashboard.pattern,
    orders: ADMIN_PAGES.orders.pattern,
    /** The orders at one stage of the desk: to pack, ready for pickup… */
    ordersAt: (stage: OrderStage) => `${ADMIN_PAGES.orders.pattern}?stage=${stage}`,
    order: (number: string) => adminPagePath('order', { number }),
    products: ADMIN_PAGES.products.pattern,
    newProduct: ADMIN_PAGES.newProduct.pattern,
    editProduct: (id: string) => adminPagePath('editProduct', { id }),
    collections: ADMIN_PAGES.collections.pattern,
    newCollection: ADMIN_PAGES.newCollection.pattern,
    editCollection: (id: string) => adminPagePath('editCollection', { id }),
    categories: ADMIN_PAGES.categories.pattern,
    newCategory: ADMIN_PAGES.newCategory.pattern,
    editCategory: (id: string) => adminPagePath('editCategory', { id }),
    newsletter: ADMIN_PAGES.newsletter.pattern,
    broadcasts: ADMIN_PAGES.broadcasts.pattern,
    newBroadcast: ADMIN_PAGES.newBroadcast.pattern,
    broadcast: (id: number) => adminPagePath('broadcast', { id: String(id) }),
    staff: ADMIN_PAGES.staff.pattern,
    releases: ADMIN_PAGES.releases.pattern,
    newRelease: ADMIN_PAGES.newRelease.pattern,
    editRelease: (slug: string) => adminPagePath('editRelease', { slug }),
    site: ADMIN_PAGES.site.pattern,
    pages: ADMIN_PAGES.pages.pattern,
    activity: ADMIN_PAGES.activity.pattern,
    packingSlips: (numbers: readonly string[]) =>
      `${ADMIN_PAGES.packingSlips.pattern}?orders=${numbers.join(',')}`,
  },
} as const;

/** The footer belongs to the public site: not the sign-in screen, not the admin area. */
export function showsFooter(pathname: string): boolean {
  return !/^\/(login|admin)(\/|$)/.test(pathname);
}
