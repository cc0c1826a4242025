import { PAGES, pagePath } from '../domain/pages/pages';

/** Every route path of the web app, from the page manifest. */
export const paths = {
  home: PAGES.home.pattern,
  about: PAGES.about.pattern,
  store: PAGES.store.pattern,
  product: (productId: string) => pagePath('product', { productId }),
  discography: PAGES.discography.pattern,
  release: (slug: string) => pagePath('release', { id: slug }),
  tour: PAGES.tour.pattern,
  cart: PAGES.cart.pattern,
  order: (number: string) => pagePath('order', { number }),
  orderLookup: PAGES.orderLookup.pattern,
  login: PAGES.login.pattern,
  forgotPassword: PAGES.forgotPassword.pattern,
  newPassword: PAGES.newPassword.pattern,
} as const;

/** The footer belongs to the public site: not the sign-in screen, not the admin area. */
export function showsFooter(pathname: string): boolean {
  return !/^\/(login|admin)(\/|$)/.test(pathname);
}
