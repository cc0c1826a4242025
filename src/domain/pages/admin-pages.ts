import { fillPattern, matchFirst, matchPage, type PageMatch } from './pages';

/**
 * The admin area's pages, under PAGES.admin: drawn in the browser, each inside the admin's frame (its
 * sign-in check and menu), never indexed. Their title is written by the server and the app alike.
 */
export type AdminPageEntry = { pattern: string; title: string };

export const ADMIN_PAGES = {
  dashboard: { pattern: '/admin/dashboard', title: 'Dashboard' },
  orders: { pattern: '/admin/orders', title: 'Orders' },
  order: { pattern: '/admin/orders/:number', title: 'Order' },
  products: { pattern: '/admin/products', title: 'Products' },
  newProduct: { pattern: '/admin/newproduct', title: 'New product' },
  editProduct: { pattern: '/admin/products/:id', title: 'Edit product' },
  collections: { pattern: '/admin/collections', title: 'Collections' },
  newCollection: { pattern: '/admin/newcollection', title: 'New collection' },
  editCollection: { pattern: '/admin/collections/:id', title: 'Edit collection' },
  categories: { pattern: '/admin/categories', title: 'Categories' },
  newCategory: { pattern: '/admin/newcategory', title: 'New category' },
  editCategory: { pattern: '/admin/categories/:id', title: 'Edit category' },
  newsletter: { pattern: '/admin/newsletter', title: 'Newsletter' },
  broadcasts: { pattern: '/admin/broadcasts', title: 'Broadcasts' },
  newBroadcast: { pattern: '/admin/newbroadcast', title: 'New broadcast' },
  broadcast: { pattern: '/admin/broadcasts/:id', title: 'Broadcast' },
  staff: { pattern: '/admin/staff', title: 'Staff' },
  twoFactor: { pattern: '/admin/two-factor', title: 'Two-factor sign-in' },
  releases: { pattern: '/admin/releases', title: 'Releases' },
  newRelease: { pattern: '/admin/newrelease', title: 'New release' },
  editRelease: { pattern: '/admin/releases/:slug', title: 'Edit release' },
  shows: { pattern: '/admin/tour', title: 'Tour' },
  newShow: { pattern: '/admin/newshow', title: 'New show' },
  editShow: { pattern: '/admin/tour/:id', title: 'Edit show' },
  codes: { pattern: '/admin/codes', title: 'Codes' },
  site: { pattern: '/admin/site', title: 'Site' },
  pages: { pattern: '/admin/pages', title: 'Pages' },
  activity: { pattern: '/admin/activity', title: 'Activity' },
  packingSlips: { pattern: '/admin/packing-slips', title: 'Packing slips' },
} as const satisfies Record<string, AdminPageEntry>;

export type AdminPageId = keyof typeof ADMIN_PAGES;

export const ADMIN_PAGE_IDS = Object.keys(ADMIN_PAGES) as AdminPageId[];

export type AdminPageMatch = { id: AdminPageId; page: AdminPageEntry; params: Record<string, string> };

/** The admin page an address shows, as matchPage; null for none. */
export function matchAdminPage(pathname: string): AdminPageMatch | null {
  return matchFirst(ADMIN_PAGE_IDS, ADMIN_PAGES, pathname);
}

/** The address of an admin page, its parameters encoded, as pagePath. */
export function adminPagePath(id: AdminPageId, params: Record<string, string> = {}): string {
  return fillPattern(ADMIN_PAGES[id].pattern, params);
}

/** A page an address shows, with the admin page it shows within the admin. */
export type PageInAdminMatch = PageMatch & { adminPage: AdminPageMatch | null };

/** The page an address shows, as matchPage, with the admin page within the admin. */
export function matchPageInAdmin(pathname: string): PageInAdminMatch | null {
  const match = matchPage(pathname);
  return match && { ...match, adminPage: match.id === 'admin' ? matchAdminPage(pathname) : null };
}
