import { roleMay } from '@kilau/domain/admin';
import type { Permission, StaffRole } from '../types';
import type { AdminTextKey } from '../text';

/**
 * The back office's pages that exist, each with the permission it needs (the API guards the
 * same one). A section joins this list when its page is built, never before; the order is the
 * menu's: the day's work first (orders, customers), then the catalogue, the shop's face, the team.
 */
export const ADMIN_SECTIONS: ReadonlyArray<{
  to: string;
  label: AdminTextKey;
  about: AdminTextKey;
  permission: Permission;
}> = [
  {
    to: '/admin/orders',
    label: 'adminNavOrders',
    about: 'welcomeOrdersLink',
    permission: 'orders.read',
  },
  {
    to: '/admin/returns',
    label: 'adminNavReturns',
    about: 'welcomeReturnsLink',
    permission: 'orders.read',
  },
  {
    to: '/admin/store-collection',
    label: 'adminNavStoreCollection',
    about: 'welcomeStoreCollectionLink',
    permission: 'store.collect',
  },
  {
    to: '/admin/customers',
    label: 'adminNavCustomers',
    about: 'welcomeCustomersLink',
    permission: 'customers.read',
  },
  {
    to: '/admin/products',
    label: 'adminNavProducts',
    about: 'welcomeProductsLink',
    permission: 'catalogue.write',
  },
  {
    to: '/admin/stock',
    label: 'adminNavStock',
    about: 'welcomeStockLink',
    permission: 'stock.write',
  },
  {
    to: '/admin/store-stock',
    label: 'adminNavStoreStock',
    about: 'welcomeStoreStockLink',
    permission: 'stock.write',
  },
  {
    to: '/admin/brands',
    label: 'adminNavBrands',
    about: 'welcomeBrandsLink',
    permission: 'catalogue.write',
  },
  {
    to: '/admin/categories',
    label: 'adminNavCategories',
    about: 'welcomeCategoriesLink',
    permission: 'catalogue.write',
  },
  {
    to: '/admin/vouchers',
    label: 'adminNavVouchers',
    about: 'welcomeVouchersLink',
    permission: 'promotions.write',
  },
  {
    to: '/admin/special-prices',
    label: 'adminNavSpecialPrices',
    about: 'welcomeSpecialPricesLink',
    permission: 'promotions.write',
  },
  {
    to: '/admin/flash-sales',
    label: 'adminNavFlashSales',
    about: 'welcomeFlashSalesLink',
    permission: 'promotions.write',
  },
  {
    to: '/admin/bank-promotions',
    label: 'adminNavBankPromotions',
    about: 'welcomeBankPromotionsLink',
    permission: 'promotions.write',
  },
  {
    to: '/admin/lucky-draw',
    label: 'adminNavLuckyDraw',
    about: 'welcomeLuckyDrawLink',
    permission: 'promotions.write',
  },
  {
    to: '/admin/partner-prizes',
    label: 'adminNavPartnerPrizes',
    about: 'welcomePartnerPrizesLink',
    permission: 'promotions.write',
  },
  {
    to: '/admin/reward-redemptions',
    label: 'adminNavRewardRedemptions',
    about: 'welcomeRewardRedemptionsLink',
    permission: 'customers.read',
  },
  {
    to: '/admin/bulk',
    label: 'adminNavBulk',
    about: 'welcomeBulkLink',
    permission: 'catalogue.write',
  },
  {
    to: '/admin/authenticity',
    label: 'adminNavAuthenticity',
    about: 'welcomeAuthenticityLink',
    permission: 'authenticity.manage',
  },
  {
    to: '/admin/banners',
    label: 'adminNavBanners',
    about: 'welcomeBannersLink',
    permission: 'banners.write',
  },
  {
    to: '/admin/campaigns',
    label: 'adminNavCampaigns',
    about: 'welcomeCampaignsLink',
    permission: 'banners.write',
  },
  {
    to: '/admin/reviews',
    label: 'adminNavReviews',
    about: 'welcomeReviewsLink',
    permission: 'reviews.moderate',
  },
  {
    to: '/admin/content',
    label: 'adminNavContent',
    about: 'welcomeContentLink',
    permission: 'content.write',
  },
  {
    to: '/admin/quizzes',
    label: 'adminNavQuizzes',
    about: 'welcomeQuizzesLink',
    permission: 'quiz.write',
  },
  {
    to: '/admin/academy',
    label: 'adminNavAcademy',
    about: 'welcomeAcademyLink',
    permission: 'academy.manage',
  },
  {
    to: '/admin/chats',
    label: 'adminNavChats',
    about: 'welcomeChatsLink',
    permission: 'support.tickets',
  },
  {
    to: '/admin/support',
    label: 'adminNavSupport',
    about: 'welcomeSupportLink',
    permission: 'support.tickets',
  },
  {
    to: '/admin/features',
    label: 'adminNavFeatures',
    about: 'welcomeFeaturesLink',
    permission: 'settings.write',
  },
  {
    to: '/admin/invoice-settings',
    label: 'adminNavInvoices',
    about: 'welcomeInvoicesLink',
    permission: 'settings.write',
  },
  {
    to: '/admin/analytics',
    label: 'adminNavAnalytics',
    about: 'welcomeAnalyticsLink',
    permission: 'analytics.read',
  },
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
];

/** The sections `role` may open, from the domain's one roles table (`ROLE_PERMISSIONS`). */
export const sectionsFor = (role: StaffRole) =>
  ADMIN_SECTIONS.filter((section) => roleMay(role, section.permission));
