import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { PAGE_SCREENS } from './page-screens';

const routes = fs.readFileSync(path.join(import.meta.dirname, 'routes.tsx'), 'utf8');

/** The module each lazy screen of routes.tsx loads, by the screen's name there. */
const lazyModules = new Map(
  [...routes.matchAll(/const (\w+) = lazy\(\(\) => import\('\.\/(.+?)'\)\);/g)].map(([, name, module]) => [
    name,
    `${module}.tsx`,
  ]),
);

/** The module of each page's screen in one of routes.tsx's records (`const screens…`), by page id. */
function recordModules(record: string): Record<string, string | undefined> {
  const body = new RegExp(`const ${record}: Record<.+?> = \\{([^}]*)\\}`).exec(routes)?.[1] ?? '';
  return Object.fromEntries(
    [...body.matchAll(/(\w+): (\w+),/g)].map(([, id, name]) => [id, lazyModules.get(name ?? '')]),
  );
}

it("names the module of each page's screen as routes.tsx loads it", () => {
  expect(recordModules('screens')).toEqual(PAGE_SCREENS.pages);
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
