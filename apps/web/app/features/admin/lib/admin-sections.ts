import { roleMay } from '@kilau/domain/admin';
import type { Permission, StaffRole } from '../types';
import type { AdminTextKey } from '../text';

/**
 * The back office's pages that exist, each with the permission it needs (the API guards the
 * same one). A section joins this list when its page is built, never before.
 */
export const ADMIN_SECTIONS: ReadonlyArray<{
  to: string;
  label: AdminTextKey;
  about: AdminTextKey;
  permission: Permission;
}> = [
  {
    to: '/admin/staff',
    label: 'adminNavStaff',
    about: 'welcomeStaffLink',
    permission: 'staff.manage',
  },
  {
    to: '/admin/audit-log',
    label: 'adminNavAuditLog',
    about: 'welcomeAuditLink',
    permission: 'audit.read',
  },
  {
    to: '/admin/bulk',
    label: 'adminNavBulk',
    about: 'welcomeBulkLink',
    permission: 'catalogue.write',
  },
];

/** The sections `role` may open, from the domain's one roles table (`ROLE_PERMISSIONS`). */
export const sectionsFor = (role: StaffRole) =>
  ADMIN_SECTIONS.filter((section) => roleMay(role, section.permission));
