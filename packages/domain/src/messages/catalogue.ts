import { ACADEMY_MESSAGES } from './catalogue/academy';
import { ANALYTICS_MESSAGES } from './catalogue/analytics';
import { ACCOUNT_MESSAGES } from './catalogue/accounts';
import { ADMIN_ACADEMY_MESSAGES } from './catalogue/admin-academy';
import { ADMIN_MESSAGES } from './catalogue/admin';
import { ADMIN_CATALOGUE_MESSAGES } from './catalogue/admin-catalogue';
import { ADMIN_STOCK_MESSAGES } from './catalogue/admin-stock';
import { ADMIN_BANNER_MESSAGES } from './catalogue/admin-banners';
import { ADMIN_ORDER_MESSAGES } from './catalogue/admin-screens';
import { ADMIN_PROMOTION_MESSAGES } from './catalogue/admin-promotions';
import { ADMIN_BULK_MESSAGES } from './catalogue/admin-bulk';
import { ADMIN_REVIEW_MESSAGES } from './catalogue/admin-reviews';
import { AUTHENTICITY_MESSAGES } from './catalogue/authenticity';
import { COMMON_MESSAGES } from './catalogue/common';
import { CONTENT_MESSAGES } from './catalogue/content';
import { FORM_MESSAGES } from './catalogue/forms';
import { FULFILMENT_MESSAGES } from './catalogue/fulfilment';
import { INVOICE_MESSAGES } from './catalogue/invoices';
import { LABEL_MESSAGES } from './catalogue/labels';
import { NEWSLETTER_MESSAGES } from './catalogue/newsletter';
import { QUIZ_MESSAGES } from './catalogue/quiz';
import { ORDER_MESSAGES } from './catalogue/orders';
import { ORDER_MAIL_MESSAGES } from './catalogue/order-mails';
import { SHIPPING_MESSAGES } from './catalogue/shipping';
import { PAYMENT_MESSAGES } from './catalogue/payment';
import { SHOPPING_MESSAGES } from './catalogue/shopping';
import { SUPPORT_MESSAGES } from './catalogue/support';
import { POINT_OF_SALE_MESSAGES } from './catalogue/point-of-sale';
import { STORE_COLLECTION_MESSAGES } from './catalogue/store-collection';
import { STORE_STOCK_MESSAGES } from './catalogue/store-stock';
import { TAG_MESSAGES } from './catalogue/tags';
import { REWARD_MESSAGES } from './catalogue/rewards';
import { RETURN_MESSAGES } from './catalogue/returns';

/** The catalogue's parts, by area (a test checks that no code is defined twice). */
export const MESSAGE_PARTS = [
  COMMON_MESSAGES,
  LABEL_MESSAGES,
  SHOPPING_MESSAGES,
  ACCOUNT_MESSAGES,
  FORM_MESSAGES,
  SHIPPING_MESSAGES,
  PAYMENT_MESSAGES,
  ORDER_MESSAGES,
  ORDER_MAIL_MESSAGES,
  FULFILMENT_MESSAGES,
  TAG_MESSAGES,
  ADMIN_MESSAGES,
  ADMIN_CATALOGUE_MESSAGES,
  ADMIN_STOCK_MESSAGES,
  ADMIN_BANNER_MESSAGES,
  ADMIN_ORDER_MESSAGES,
  ADMIN_PROMOTION_MESSAGES,
  ADMIN_BULK_MESSAGES,
  ADMIN_REVIEW_MESSAGES,
  CONTENT_MESSAGES,
  SUPPORT_MESSAGES,
  POINT_OF_SALE_MESSAGES,
  STORE_COLLECTION_MESSAGES,
  STORE_STOCK_MESSAGES,
  AUTHENTICITY_MESSAGES,
  NEWSLETTER_MESSAGES,
  QUIZ_MESSAGES,
  REWARD_MESSAGES,
  ACADEMY_MESSAGES,
  ADMIN_ACADEMY_MESSAGES,
  ANALYTICS_MESSAGES,
  INVOICE_MESSAGES,
  RETURN_MESSAGES,
] as const;

/**
 * Every message the shop shows, keyed by a stable code. Indonesian is the default and, where the
 * spec gives an Indonesian text, holds it verbatim; where the spec gives only English, English
 * holds the spec's text and Indonesian a translation.
 */
export const MESSAGES = {
  ...COMMON_MESSAGES,
  ...LABEL_MESSAGES,
  ...SHOPPING_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...FORM_MESSAGES,
  ...SHIPPING_MESSAGES,
  ...PAYMENT_MESSAGES,
  ...ORDER_MESSAGES,
  ...ORDER_MAIL_MESSAGES,
  ...FULFILMENT_MESSAGES,
  ...TAG_MESSAGES,
  ...ADMIN_MESSAGES,
  ...ADMIN_CATALOGUE_MESSAGES,
  ...ADMIN_STOCK_MESSAGES,
  ...ADMIN_BANNER_MESSAGES,
  ...ADMIN_ORDER_MESSAGES,
  ...ADMIN_PROMOTION_MESSAGES,
  ...ADMIN_BULK_MESSAGES,
  ...ADMIN_REVIEW_MESSAGES,
  ...CONTENT_MESSAGES,
  ...SUPPORT_MESSAGES,
  ...POINT_OF_SALE_MESSAGES,
  ...STORE_COLLECTION_MESSAGES,
  ...STORE_STOCK_MESSAGES,
  ...AUTHENTICITY_MESSAGES,
  ...NEWSLETTER_MESSAGES,
  ...QUIZ_MESSAGES,
  ...REWARD_MESSAGES,
  ...ACADEMY_MESSAGES,
  ...ADMIN_ACADEMY_MESSAGES,
  ...ANALYTICS_MESSAGES,
  ...INVOICE_MESSAGES,
  ...RETURN_MESSAGES,
} as const;

export type MessageCode = keyof typeof MESSAGES;
export type { MessageText } from './catalogue/types';
