import { expect, it } from 'vitest';
import { pageLabel, routeLabel, UNKNOWN_PAGE } from './route-label';

it('labels a route by its pattern, and the page route by the page', () => {
  expect(routeLabel({ url: '/api/products/:id' })).toBe('/api/products/:id');
  expect(routeLabel({ url: '/media/*' })).toBe('/media/*');
  expect(routeLabel({ url: '/*' })).toBeNull();
});

it('counts the files of the web build under their folder, a top-level file as itself', () => {
  expect(routeLabel({ url: '/assets/main-abc123.js', config: { file: '/assets/main-abc123.js' } })).toBe(
    '/assets/*',
  );
  expect(routeLabel({ url: '/favicon.svg', config: { file: '/favicon.svg' } })).toBe('/favicon.svg');
  // A route of the app's own with a dot in it is not a file of the build.
  expect(routeLabel({ url: '/feeds/releases.xml', config: {} })).toBe('/feeds/releases.xml');
});

it('names a page by the manifest, whatever its id, query or trailing slash', () => {
  expect(pageLabel('/')).toBe('page:home');
  expect(pageLabel('/store/harmattan-tour-tee')).toBe('page:product');
  expect(pageLabel('/store/x/?utm_source=ig')).toBe('page:product');
  expect(pageLabel('/discography/some-release')).toBe('page:release');
  expect(pageLabel('/admin/orders/SF-ABC234')).toBe('page:admin');
  expect(pageLabel('/orders/lookup')).toBe('page:orderLookup');
});

it('names an address no page shows page:unknown, one the URL parser refuses too', () => {
  expect(pageLabel('/no/such/page')).toBe(UNKNOWN_PAGE);
  expect(pageLabel('/api/typo')).toBe(UNKNOWN_PAGE);
  expect(pageLabel('//')).toBe(UNKNOWN_PAGE);
});
