import type { PageScreens } from '../domain/pages/web-build';

/**
 * The module of each page's screen, as routes.tsx imports it lazily (page-screens.test.ts holds the
 * two together). The build writes it out for the server, which preloads a page's screen chunk with
 * the page; a page of the manifest without a screen here fails the typecheck.
 */
export const PAGE_SCREENS = {
  pages: {
    home: 'screens/home/home-screen.tsx',
    about: 'screens/about/about-screen.tsx',
    store: 'screens/store/store-screen.tsx',
    product: 'screens/product/product-screen.tsx',
    discography: 'screens/discography/discography-screen.tsx',
    release: 'screens/release/release-screen.tsx',
    cart: 'screens/cart/cart-screen.tsx',
    orderLookup: 'screens/order-lookup/order-lookup-screen.tsx',
    order: 'screens/order/order-screen.tsx',
    login: 'screens/login/login-screen.tsx',
    forgotPassword: 'screens/login/forgot-password-screen.tsx',
    newPassword: 'screens/login/new-password-screen.tsx',
  },
  admin: {
    // The admin's frame: its sign-in check and menu, around each admin page.
    frame: 'screens/admin/admin-gate.tsx',
    pages: {
      dashboard: 'screens/admin/dashboard-screen.tsx',
      orders: 'screens/admin/orders-screen.tsx',
      order: 'screens/admin/order-screen.tsx',
      products: 'screens/admin/products-screen.tsx',
      newProduct: 'screens/admin/new-product-screen.tsx',
      editProduct: 'screens/admin/new-product-screen.tsx',
      collections: 'screens/admin/collections-screen.tsx',
      newCollection: 'screens/admin/new-collection-screen.tsx',
      editCollection: 'screens/admin/new-collection-screen.tsx',
      categories: 'screens/admin/categories-screen.tsx',
      newCategory: 'screens/admin/new-category-screen.tsx',
      editCategory: 'screens/admin/new-category-screen.tsx',
      newsletter: 'screens/admin/newsletter-screen.tsx',
      staff: 'screens/admin/staff-screen.tsx',
      releases: 'screens/admin/releases-screen.tsx',
      newRelease: 'screens/admin/release-form-screen.tsx',
      editRelease: 'screens/admin/release-form-screen.tsx',
      site: 'screens/admin/site-settings-screen.tsx',
      activity: 'screens/admin/activity-screen.tsx',
      packingSlips: 'screens/admin/packing-slips-screen.tsx',
    },
  },
  notFound: 'screens/not-found/not-found-screen.tsx',
} as const satisfies PageScreens;
