import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { PAGE_IDS, PAGES, type PageId } from '../domain/pages/pages';
import { adminRoute, signInScreens } from './admin/admin-routes';
import { NotFoundScreen, shopScreens } from './shop/shop-routes';

/**
 * The screen of each page in the manifest, by its id, from the shop's routes and the staff app's:
 * a page without one fails the typecheck. The build names each screen's module for the server in
 * page-screens.ts (page-screens.test.ts checks).
 */
const screens: Record<Exclude<PageId, 'admin'>, ComponentType> = { ...shopScreens, ...signInScreens };

export function AppRoutes() {
  return (
    <Routes>
      {PAGE_IDS.filter((id) => id !== 'admin').map((id) => {
        const Screen = screens[id as Exclude<PageId, 'admin'>];
        return <Route key={id} path={PAGES[id].pattern} element={<Screen />} />;
      })}
      {adminRoute(<NotFoundScreen />)}
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
