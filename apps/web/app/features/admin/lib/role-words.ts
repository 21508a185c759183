import type { Permission, StaffRole } from '../types';
import type { AdminTextKey } from '../text';

/** Each role's label in the feature's text table. */
export const ROLE_LABEL: Record<StaffRole, AdminTextKey> = {
  admin: 'roleAdmin',
  merchandiser: 'roleMerchandiser',
  operations: 'roleOperations',
  support: 'roleSupport',
  content: 'roleContent',
  store_staff: 'roleStoreStaff',
};

/** Each permission in words. */
export const PERMISSION_WORDS: Record<Permission, AdminTextKey> = {
  'staff.manage': 'permissionStaffManage',
  'audit.read': 'permissionAuditRead',
  'catalogue.write': 'permissionCatalogueWrite',
  'stock.write': 'permissionStockWrite',
  'promotions.write': 'permissionPromotionsWrite',
  'banners.write': 'permissionBannersWrite',
  'orders.read': 'permissionOrdersRead',
  'orders.write': 'permissionOrdersWrite',
  'customers.read': 'permissionCustomersRead',
  'customers.write': 'permissionCustomersWrite',
  'content.write': 'permissionContentWrite',
  'reviews.moderate': 'permissionReviewsModerate',
  'support.tickets': 'permissionSupportTickets',
  'authenticity.manage': 'permissionAuthenticityManage',
  'settings.write': 'permissionSettingsWrite',
  'quiz.write': 'permissionQuizWrite',
  'academy.manage': 'permissionAcademyManage',
  'store.collect': 'permissionStoreCollect',
  'analytics.read': 'permissionAnalyticsRead',
};
