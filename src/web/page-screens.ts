import type { PageScreens } from '../domain/pages/web-build';

/**
 * The module of each page's screen, as the shop's and the staff app's routes modules import it
 * lazily (page-screens.test.ts holds them together). The build writes it out for the server, which
 * preloads a page's screen chunk with the page; a page of the manifest without a screen here fails
 * the typecheck.
 */
export const PAGE_SCREENS = {
  pages: {
    home: 'shop/screens/home/home-screen.tsx',
    about: 'shop/screens/about/about-screen.tsx',
    store: 'shop/screens/store/store-screen.tsx',
    product: 'shop/screens/product/product-screen.tsx',
    discography: 'shop/screens/discography/discography-screen.tsx',
    release: 'shop/screens/release/release-screen.tsx',
    tour: 'shop/screens/tour/tour-screen.tsx',
    shipping: 'shop/screens/policy/policy-screen.tsx',
    returns: 'shop/screens/policy/policy-screen.tsx',
    privacy: 'shop/screens/policy/policy-screen.tsx',
    terms: 'shop/screens/policy/policy-screen.tsx',
    faq: 'shop/screens/policy/policy-screen.tsx',
    cart: 'shop/screens/cart/cart-screen.tsx',
    orderLookup: 'shop/screens/order-lookup/order-lookup-screen.tsx',
    order: 'shop/screens/order/order-screen.tsx',
    newsletterConfirm: 'shop/screens/subscription/confirm-screen.tsx',
    unsubscribe: 'shop/screens/subscription/unsubscribe-screen.tsx',
    login: 'admin/screens/login/login-screen.tsx',
    forgotPassword: 'admin/screens/login/forgot-password-screen.tsx',
    newPassword: 'admin/screens/login/new-password-screen.tsx',
  },
  admin: {
    // The admin's frame: its sign-in check and menu, around each admin page.
    frame: 'admin/admin-gate.tsx',
    pages: {
      dashboard: 'admin/screens/dashboard/dashboard-screen.tsx',
      orders: 'admin/screens/orders/orders-screen.tsx',
      order: 'admin/screens/order/order-screen.tsx',
      products: 'admin/screens/products/products-screen.tsx',
      newProduct: 'admin/screens/product-form/product-form-screen.tsx',
      editProduct: 'admin/screens/product-form/product-form-screen.tsx',
      collections: 'admin/screens/collections/collections-screen.tsx',
      newCollection: 'admin/screens/collections/new-collection-screen.tsx',
      editCollection: 'admin/screens/collections/new-collection-screen.tsx',
      categories: 'admin/screens/categories/categories-screen.tsx',
      newCategory: 'admin/screens/categories/new-category-screen.tsx',
      editCategory: 'admin/screens/categories/new-category-screen.tsx',
      newsletter: 'admin/screens/newsletter/newsletter-screen.tsx',
      broadcasts: 'admin/screens/broadcasts/broadcasts-screen.tsx',
      codes: 'admin/screens/codes/codes-screen.tsx',
      newBroadcast: 'admin/screens/broadcasts/new-broadcast-screen.tsx',
      broadcast: 'admin/screens/broadcasts/broadcast-screen.tsx',
      staff: 'admin/screens/staff/staff-screen.tsx',
      twoFactor: 'admin/screens/two-factor/two-factor-screen.tsx',
      releases: 'admin/screens/releases/releases-screen.tsx',
      newRelease: 'admin/screens/release-form/release-form-screen.tsx',
      editRelease: 'admin/screens/release-form/release-form-screen.tsx',
      shows: 'admin/screens/tour/shows-screen.tsx',
      newShow: 'admin/screens/tour/show-form-screen.tsx',
      editShow: 'admin/screens/tour/show-form-screen.tsx',
      site: 'admin/screens/site-settings/site-settings-screen.tsx',
      pages: 'admin/screens/pages/pages-screen.tsx',
      activity: 'admin/screens/activity/activity-screen.tsx',
      packingSlips: 'admin/screens/packing-slips/packing-slips-screen.tsx',
    },
  },
  notFound: 'shop/screens/not-found/not-found-screen.tsx',
} as const satisfies PageScreens;
