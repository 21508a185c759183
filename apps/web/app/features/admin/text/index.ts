import { featureTextHook } from '~/lib/i18n';
import { featureText } from '~/lib/ui-text';
import { ADMIN_TEXT } from './admin';
import { ANALYTICS_ADMIN_TEXT } from './analytics-text';
import { ACADEMY_ADMIN_TEXT } from './academy-admin-text';
import { ACADEMY_AUTHORING_TEXT } from './academy-authoring-text';
import { ACADEMY_QUEUES_TEXT } from './academy-queues-text';
import { BANNER_ADMIN_TEXT } from './admin-banners';
import { AUTHENTICITY_ADMIN_TEXT } from './authenticity-text';
import { BANK_PROMOTIONS_TEXT } from './bank-promotions-text';
import { BULK_TEXT } from './bulk';
import { CATALOGUE_TEXT } from './catalogue';
import { CHATS_TEXT } from './chats-text';
import { CONTENT_ADMIN_TEXT } from './content-text';
import { CUSTOMERS_TEXT } from './customers-text';
import { DASHBOARD_TEXT } from './dashboard';
import { FLASH_SALES_TEXT } from './flash-sales-text';
import { ORDERS_TEXT } from './orders-text';
import { PLAY_TEXT } from './play-text';
import { PROMOTION_SCREENS_TEXT } from './promotion-screens';
import { PROMOTIONS_TEXT } from './promotions';
import { REDEMPTIONS_TEXT } from './redemptions-text';
import { RETURNS_TEXT } from './returns-text';
import { FEATURES_TEXT } from './features-text';
import { INVOICES_TEXT } from './invoices-text';
import { REVIEWS_TEXT } from './reviews-text';
import { STOCK_TEXT } from './stock';
import { STORE_COLLECTION_TEXT } from './store-collection-text';
import { STORE_STOCK_TEXT } from './store-stock-text';
import { SUPPORT_TEXT } from './support-text';

/** The back office's copy, with the shell's. */
export const adminText = featureText({
  ...ADMIN_TEXT,
  ...DASHBOARD_TEXT,
  ...ORDERS_TEXT,
  ...RETURNS_TEXT,
  ...CUSTOMERS_TEXT,
  ...CATALOGUE_TEXT,
  ...CHATS_TEXT,
  ...STOCK_TEXT,
  ...STORE_STOCK_TEXT,
  ...PROMOTIONS_TEXT,
  ...PROMOTION_SCREENS_TEXT,
  ...FLASH_SALES_TEXT,
  ...BANK_PROMOTIONS_TEXT,
  ...BANNER_ADMIN_TEXT,
  ...BULK_TEXT,
  ...REVIEWS_TEXT,
  ...FEATURES_TEXT,
  ...INVOICES_TEXT,
  ...CONTENT_ADMIN_TEXT,
  ...SUPPORT_TEXT,
  ...AUTHENTICITY_ADMIN_TEXT,
  ...PLAY_TEXT,
  ...REDEMPTIONS_TEXT,
  ...ACADEMY_ADMIN_TEXT,
  ...ACADEMY_AUTHORING_TEXT,
  ...ACADEMY_QUEUES_TEXT,
  ...STORE_COLLECTION_TEXT,
  ...ANALYTICS_ADMIN_TEXT,
});
export type AdminTextKey = Parameters<typeof adminText>[0];
export const useAdminText = featureTextHook(adminText);
