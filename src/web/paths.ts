import { PAGES, pagePath } from '../domain/pages';

/** Every route path of the web app: the pages' from the page manifest, the admin's own. */
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
  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
    orders: '/admin/orders',
    order: (number: string) => `/admin/orders/${encodeURIComponent(number)}`,
    products: '/admin/products',
    newProduct: '/admin/newproduct',
    editProduct: (id: string) => `/admin/products/${encodeURIComponent(id)}`,
    collections: '/admin/collections',
    newCollection: '/admin/newcollection',
    editCollection: (id: string) => `/admin/collections/${encodeURIComponent(id)}`,
    categories: '/admin/categories',
    newCategory: '/admin/newcategory',
    editCategory: (id: string) => `/admin/categories/${encodeURIComponent(id)}`,
    newsletter: '/admin/newsletter',
    staff: '/admin/staff',
    releases: '/admin/releases',
    newRelease: '/admin/newrelease',
    editRelease: (slug: string) => `/admin/releases/${encodeURIComponent(slug)}`,
    site: '/admin/site',
  },
} as const;

/** The footer belongs to the public site: not the sign-in screen, not the admin area. */
export function showsFooter(pathname: string): boolean {
  return !/^\/(login|admin)(\/|$)/.test(pathname);
}
