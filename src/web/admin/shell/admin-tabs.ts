import type { Permission } from '../../../domain/auth/roles';
import { adminPaths } from '../admin-paths';

type Tab = { to: string; label: string; needs: Permission };

const TABS: readonly Tab[] = [
  { to: adminPaths.dashboard, label: 'Dashboard', needs: 'orders.read' },
  { to: adminPaths.orders, label: 'Orders', needs: 'orders.read' },
  { to: adminPaths.products, label: 'Products', needs: 'catalog.write' },
  { to: adminPaths.collections, label: 'Collections', needs: 'catalog.write' },
  { to: adminPaths.categories, label: 'Categories', needs: 'catalog.write' },
  { to: adminPaths.releases, label: 'Releases', needs: 'content' },
  { to: adminPaths.shows, label: 'Tour', needs: 'content' },
  { to: adminPaths.site, label: 'Site', needs: 'content' },
  { to: adminPaths.pages, label: 'Pages', needs: 'content' },
  { to: adminPaths.newsletter, label: 'Newsletter', needs: 'newsletter' },
  { to: adminPaths.broadcasts, label: 'Broadcasts', needs: 'broadcasts' },
  { to: adminPaths.codes, label: 'Codes', needs: 'codes' },
  { to: adminPaths.staff, label: 'Staff', needs: 'staff.manage' },
  { to: adminPaths.activity, label: 'Activity', needs: 'activity' },
];

/**
 * The admin's tabs a role can use: the others are not shown. Without staff to manage, the staff
 * screen is one's own account (the password), under that name.
 */
export function adminTabs(can: (permission: Permission) => boolean): { to: string; label: string }[] {
  const shown = TABS.filter((tab) => can(tab.needs));
  if (!can('staff.manage')) shown.push({ to: adminPaths.staff, label: 'Your account', needs: 'account' });
  return shown.map(({ to, label }) => ({ to, label }));
}

/** Where /admin leads: the first tab the role can use (the dashboard, for owners and managers). */
export function firstTab(can: (permission: Permission) => boolean): string {
  return adminTabs(can)[0]?.to ?? adminPaths.staff;
}
