/**
 * Staff roles and what each may do: one table, read by the server's staff guard (every staff route
 * names the permission it needs) and by the admin, which hides what a role cannot use. Hiding is
 * only a convenience: the server's check is the rule.
 */

export const STAFF_ROLES = ['owner', 'manager', 'fulfilment', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  fulfilment: 'Fulfilment',
  content: 'Content',
};

/** One line per role, under the role select. */
export const STAFF_ROLE_HINTS: Record<StaffRole, string> = {
  owner: 'Everything, including staff and backups.',
  manager: 'Products, stock, orders, refunds, codes, content and the newsletter.',
  fulfilment: 'Orders and packing: no refunds, no prices, no staff.',
  content: 'Releases, site, tour, pages, broadcasts and the newsletter.',
};

/**
 * What a staff route can need. Finer than a capability: the orders capability holds reading,
 * packing and refunds apart, so a packer never holds the money.
 */
export const PERMISSIONS = [
  'orders.read',
  'orders.fulfil',
  'orders.refund',
  'export.personal',
  'catalog.read',
  'catalog.write',
  'uploads',
  'codes',
  'content',
  'broadcasts',
  'newsletter',
  'fans.erase',
  'activity',
  'launch',
  'backups',
  'staff.manage',
  'account',
  'reference',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** What a permission lets one do, as the refusal names it: "does not allow <this>". */
const PERMISSION_LABELS: Record<Permission, string> = {
  'orders.read': 'reading orders',
  'orders.fulfil': 'packing, sending and marking orders',
  'orders.refund': 'refunds',
  'export.personal': 'exports with personal data',
  'catalog.read': 'reading the catalogue',
  'catalog.write': 'changing products, prices and stock',
  uploads: 'uploading pictures',
  codes: 'discount and presale codes',
  content: 'changing releases, the site, the tour and pages',
  broadcasts: 'broadcasts',
  newsletter: 'the newsletter list',
  'fans.erase': 'erasing a fan’s data',
  activity: 'reading the activity log',
  launch: 'the launch checklist',
  backups: 'downloading backups',
  'staff.manage': 'managing staff',
  account: 'changing one’s own password',
  reference: 'the API reference',
};

/** Every role has these: one's own password, and the API's reference. */
const EVERY_ROLE: readonly Permission[] = ['account', 'reference'];

/** The table. The owner holds every permission; a new permission is the owner's alone until given. */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  manager: [
    ...EVERY_ROLE,
    'orders.read',
    'orders.fulfil',
    'orders.refund',
    'export.personal',
    'catalog.read',
    'catalog.write',
    'uploads',
    'codes',
    'content',
    'broadcasts',
    'newsletter',
    'fans.erase',
    'activity',
    'launch',
  ],
  fulfilment: [...EVERY_ROLE, 'orders.read', 'orders.fulfil', 'catalog.read'],
  content: [...EVERY_ROLE, 'catalog.read', 'uploads', 'content', 'broadcasts', 'newsletter'],
};

export function roleAllows(role: StaffRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/**
 * The 403's words when a role calls a route it lacks the permission for: what it does not allow in
 * words, and the permission's name for whoever reads the API's answer.
 */
export function refusalMessage(role: StaffRole, permission: Permission): string {
  return `Your role (${role}) does not allow ${PERMISSION_LABELS[permission]} (${permission}).`;
}

/** A staff route registered without naming a permission: refused to everyone until it does. */
export const NO_PERMISSION_MESSAGE =
  'This action has no permission set on the server, so it is refused to every role.';

export const ROLE_MESSAGES = {
  lastOwner: 'The shop must keep at least one active owner. Make someone else an owner first.',
} as const;
