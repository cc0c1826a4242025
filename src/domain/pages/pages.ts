/**
 * Every page of the site, once, by its id: its address pattern, its title, whether search engines may
 * index it, and what its first paint needs from the server. The web app's routes and links, the
 * server's titles, 404s, sitemap, screen preloads and embedded data are all read from here
 * (pages.test.ts holds the server to it); the screen that draws each page is the web app's own
 * (src/web/page-screens.ts).
 */
export type PageEntry = {
  /** React Router's pattern: `:name` is one segment, a trailing `*` any rest. */
  pattern: string;
  /**
   * The title before " — <artist>"; null: the page's subject names it (a product, a release) or,
   * on the home page, the site's own title.
   */
  title: string | null;
  /** Indexed by search engines, and listed in the sitemap when it has no parameter. */
  index: boolean;
  /** What the server puts in the page for its first paint. */
  needs: { catalog: boolean; releases: boolean };
  /**
   * Drawn by React on the server too, so the HTML carries the screen and the browser hydrates it: the
   * whole screen on a public page; on a shopper's own pages (the bag, an order, the look-up) and the
   * sign-in, the header and a skeleton of what only the browser knows (decision 0048). Otherwise
   * (the staff pages, the password pages) the browser draws it alone.
   */
  serverRendered: boolean;
};

const none = { catalog: false, releases: false };

/** The policy and info pages (decision 0059), each at `/<id>`: the footer lists them in this order. */
export const INFO_PAGE_IDS = ['shipping', 'returns', 'privacy', 'terms', 'faq'] as const;
export type InfoPageId = (typeof INFO_PAGE_IDS)[number];

/** A policy or info page: indexed, drawn on the server with its text. Its title names it in the footer. */
function infoPage<Id extends InfoPageId, T extends string>(id: Id, title: T) {
  return { pattern: `/${id}` as `/${Id}`, title, index: true, needs: none, serverRendered: true } as const;
}

export const PAGES = {
  home: {
    pattern: '/',
    title: null,
    index: true,
    needs: { catalog: true, releases: true },
    serverRendered: true,
  },
  about: {
    pattern: '/about',
    title: 'About',
    index: true,
    needs: none,
    serverRendered: true,
  },
  store: {
    pattern: '/store',
    title: 'Official Shop',
    index: true,
    needs: { catalog: true, releases: false },
    serverRendered: true,
  },
  product: {
    pattern: '/store/:productId',
    title: null,
    index: true,
    needs: { catalog: true, releases: false },
    serverRendered: true,
  },
  discography: {
    pattern: '/discography',
    title: 'Discography',
    index: true,
    needs: { catalog: false, releases: true },
    serverRendered: true,
  },
  release: {
    pattern: '/discography/:id',
    title: null,
    index: true,
    needs: { catalog: true, releases: true },
    serverRendered: true,
  },
  tour: {
    pattern: '/tour',
    title: 'Tour',
    index: true,
    needs: none,
    serverRendered: true,
  },
  shipping: infoPage('shipping', 'Shipping'),
  returns: infoPage('returns', 'Returns & refunds'),
  privacy: infoPage('privacy', 'Privacy'),
  terms: infoPage('terms', 'Terms'),
  faq: infoPage('faq', 'FAQ & contact'),
  cart: {
    pattern: '/cart',
    title: 'Cart',
    index: false,
    needs: { catalog: true, releases: false },
    serverRendered: true,
  },
  // Before the order page: a fixed segment wins over a parameter.
  orderLookup: {
    pattern: '/orders/lookup',
    title: 'Find your order',
    index: false,
    needs: none,
    serverRendered: true,
  },
  order: {
    pattern: '/orders/:number',
    title: 'Your order',
    index: false,
    needs: none,
    serverRendered: true,
  },
  // The newsletter's confirmation link (its token in the fragment) and every list email's way out.
  newsletterConfirm: {
    pattern: '/newsletter/confirm',
    title: 'Confirm your subscription',
    index: false,
    needs: none,
    serverRendered: false,
  },
  unsubscribe: {
    pattern: '/unsubscribe/:token',
    title: 'Unsubscribe',
    index: false,
    needs: none,
    serverRendered: false,
  },
  login: {
    pattern: '/login',
    title: 'Login',
    index: false,
    needs: none,
    serverRendered: true,
  },
  // "Forgot password?" and the page its emailed link opens, beside the sign-in they lead back to.
  forgotPassword: {
    pattern: '/login/forgot-password',
    title: 'Forgot password',
    index: false,
    needs: none,
    serverRendered: false,
  },
  newPassword: {
    pattern: '/login/new-password',
    title: 'New password',
    index: false,
    needs: none,
    serverRendered: false,
  },
  // The page a staff invitation's link opens: the invitee chooses a password and is in.
  invitation: {
    pattern: '/login/invitation',
    title: 'Join the admin',
    index: false,
    needs: none,
    serverRendered: false,
  },
  admin: {
    pattern: '/admin/*',
    title: 'Admin',
    index: false,
    needs: none,
    serverRendered: false,
  },
} as const satisfies Record<string, PageEntry>;

export type PageId = keyof typeof PAGES;

export const PAGE_IDS = Object.keys(PAGES) as PageId[];

/** The title of a page that is not there. */
export const NOT_FOUND_TITLE = 'Page not found';

export type PageMatch = {
  id: PageId;
  page: PageEntry;
  params: Record<string, string>;
  /**
   * Within the admin, the admin page the address shows (matchPageInAdmin, admin-pages.ts); null or
   * absent for none, outside the admin, and where the admin's pages are not loaded.
   */
  adminPage?: { id: string; page: { title: string } } | null;
};

/**
 * The page an address shows (a trailing slash is ignored), with its parameters still encoded; null
 * for none. Matched once per request or screen: the head, the data and the preloads all read it.
 * The admin's own pages are matched by matchPageInAdmin, so the public pages do not carry them.
 */
export function matchPage(pathname: string): PageMatch | null {
  return matchFirst(PAGE_IDS, PAGES, pathname);
}

/** The first of `ids` whose entry's pattern the address matches, in their order. */
export function matchFirst<Id extends string, Entry extends { pattern: string }>(
  ids: readonly Id[],
  entries: Record<Id, Entry>,
  pathname: string,
): { id: Id; page: Entry; params: Record<string, string> } | null {
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1);
  for (const id of ids) {
    const params = matchPattern(entries[id].pattern, segments);
    if (params) return { id, page: entries[id], params };
  }
  return null;
}

function matchPattern(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = pattern.split('/').slice(1).filter(Boolean);
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    if (part === '*') return params;
    const segment = segments[index];
    if (segment === undefined || segment === '') return null;
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part !== segment) return null;
  }
  return segments.filter(Boolean).length === parts.length ? params : null;
}

/** The address of a page, its parameters encoded: `pagePath('product', { productId: 'tee' })`. */
export function pagePath(id: PageId, params: Record<string, string> = {}): string {
  return fillPattern(PAGES[id].pattern, params);
}

export function fillPattern(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** The pages the sitemap lists: indexed ones with no parameter. */
export function sitemapPaths(): string[] {
  return PAGE_IDS.filter((id) => PAGES[id].index && !PAGES[id].pattern.includes(':')).map(
    (id) => PAGES[id].pattern,
  );
}

/** The address prefixes robots.txt keeps crawlers out of: the pages not indexed, alphabetically. */
export function robotsDisallowed(): string[] {
  const prefixes = PAGE_IDS.filter((id) => !PAGES[id].index).map((id) => {
    const pattern: string = PAGES[id].pattern;
    const fixed = pattern.split(/[:*]/)[0] ?? pattern;
    return pattern.endsWith('/*') ? fixed.replace(/\/$/, '') : fixed;
  });
  return [...new Set(prefixes)]
    .filter((prefix) => !prefixes.some((other) => other !== prefix && prefix.startsWith(other)))
    .sort();
}
