import type { OrderStage } from '../../domain/orders/stage';
import { ADMIN_PAGES, adminPagePath } from '../../domain/pages/admin-pages';
import { PAGES } from '../../domain/pages/pages';

/**
 * The admin area's route paths, from the page manifest: apart from the public site's (paths.ts),
 * so the admin's manifest never loads with a shopper's first page.
 */
export const adminPaths = {
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
  twoFactor: ADMIN_PAGES.twoFactor.pattern,
  codes: ADMIN_PAGES.codes.pattern,
  shows: ADMIN_PAGES.shows.pattern,
  newShow: ADMIN_PAGES.newShow.pattern,
  editShow: (id: string) => adminPagePath('editShow', { id }),
  releases: ADMIN_PAGES.releases.pattern,
  newRelease: ADMIN_PAGES.newRelease.pattern,
  editRelease: (slug: string) => adminPagePath('editRelease', { slug }),
  site: ADMIN_PAGES.site.pattern,
  pages: ADMIN_PAGES.pages.pattern,
  activity: ADMIN_PAGES.activity.pattern,
  packingSlips: (numbers: readonly string[]) =>
    `${ADMIN_PAGES.packingSlips.pattern}?orders=${numbers.join(',')}`,
} as const;
