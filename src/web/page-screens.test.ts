import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { PAGE_SCREENS } from './page-screens';

/** The modules that load the screens lazily, relative to src/web: the shop's, the staff's way in and the admin's pages. */
const ROUTE_MODULES = ['shop/shop-routes.tsx', 'admin/admin-routes.tsx', 'admin/admin-gate.tsx'];

const sources = ROUTE_MODULES.map((module) => ({
  folder: path.dirname(module),
  text: fs.readFileSync(path.join(import.meta.dirname, module), 'utf8'),
}));

/** The module each lazy screen loads, relative to src/web, by the screen's name in its routes module. */
const lazyModules = new Map(
  sources.flatMap(({ folder, text }) =>
    [...text.matchAll(/const (\w+) = lazyScreen\(\(\) => import\('(\.\/.+?)'\)\);/g)].map(
      ([, name, module]) => [name, `${path.join(folder, module ?? '')}.tsx`],
    ),
  ),
);

/** The module of each page's screen in a routes module's record (`const shopScreens…`), by page id. */
function recordModules(record: string): Record<string, string | undefined> {
  const pattern = new RegExp(`const ${record}: Record<.+?> = \\{([^}]*)\\}`);
  const body = sources.map(({ text }) => pattern.exec(text)?.[1]).find(Boolean) ?? '';
  return Object.fromEntries(
    [...body.matchAll(/(\w+): (\w+),/g)].map(([, id, name]) => [id, lazyModules.get(name ?? '')]),
  );
}

it('names the module of each page’s screen as the routes modules load it', () => {
  expect({ ...recordModules('shopScreens'), ...recordModules('signInScreens') }).toEqual(PAGE_SCREENS.pages);
  expect(recordModules('adminScreens')).toEqual(PAGE_SCREENS.admin.pages);
  expect(lazyModules.get('AdminGate')).toBe(PAGE_SCREENS.admin.frame);
  expect(lazyModules.get('NotFoundScreen')).toBe(PAGE_SCREENS.notFound);
});

it('names modules that are there', () => {
  const modules = [
    ...Object.values(PAGE_SCREENS.pages),
    ...Object.values(PAGE_SCREENS.admin.pages),
    PAGE_SCREENS.admin.frame,
    PAGE_SCREENS.notFound,
  ];
  for (const module of modules)
    expect(fs.existsSync(path.join(import.meta.dirname, module)), module).toBe(true);
});
