/**
 * The back office's roles and what each may do (docs/design/back-office.md). Every admin route
 * names one permission; the web hides what the signed-in role lacks from this same table.
 */
export const STAFF_ROLES = [
  'admin',
  'merchandiser',
  'operations',
  'support',
  'content',
  'store_staff',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  'staff.manage',
  'audit.read',
  'catalogue.write',
  'stock.write',
  'promotions.write',
  'banners.write',
  'orders.read',
  'orders.write',
  'customers.read',
  'customers.write',
  'content.write',
  'reviews.moderate',
  'support.tickets',
  'authenticity.manage',
  'settings.write',
  'quiz.write',
  'academy.manage',
  'store.collect',
  'analytics.read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  admin: PERMISSIONS,
  merchandiser: [
    'catalogue.write',
    'stock.write',
    'promotions.write',
    'banners.write',
    'authenticity.manage',
    'quiz.write',
    'analytics.read',
  ],
  operations: ['orders.read', 'orders.write'],
  support: ['customers.read', 'customers.write', 'orders.read', 'support.tickets'],
  content: ['content.write', 'reviews.moderate', 'banners.write', 'quiz.write', 'academy.manage'],
  /** The shop's store staff: take cashier payments and hand over collected orders (issue 23). */
  store_staff: ['store.collect'],
};

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

/** Whether `role` may do what `permission` guards. */
export const roleMay = (role: StaffRole, permission: Permission): boolean =>
  ROLE_PERMISSIONS[role].includes(permission);
