/** Every route path of the web app, in one place. */
export const paths = {
  home: '/',
  about: '/about',
  store: '/store',
  product: (productId: string) => `/store/${encodeURIComponent(productId)}`,
  discography: '/discography',
  release: (slug: string) => `/discography/${encodeURIComponent(slug)}`,
  cart: '/cart',
  order: (number: string) => `/orders/${encodeURIComponent(number)}`,
  orderLookup: '/orders/lookup',
  login: '/login',
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
