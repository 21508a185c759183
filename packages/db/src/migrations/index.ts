import type { Migration } from 'kysely';
import * as foundation from './0001-foundation';
import * as catalogue from './0002-catalogue';
import * as accounts from './0006-accounts';
import * as otp from './0007-otp';
import * as passwordResets from './0009-password-resets';
import * as productAggregates from './0003-product-aggregates';
import * as outbox from './0004-outbox-and-back-in-stock';
import * as regions from './0005-regions';
import * as addresses from './0008-addresses';
import * as searchHistory from './0010-search-history';
import * as vouchers from './0011-vouchers';
import * as searchMisses from './0035-search-misses';
import * as bankPromotionVersion from './0036-bank-promotion-version';
import * as reviews from './0037-reviews';
import * as reviewModeration from './0038-review-moderation';
import * as contentPages from './0039-content-pages';
import * as supportTickets from './0040-support-tickets';
import * as stores from './0041-stores';
import * as authenticity from './0042-authenticity';
import * as invoices from './0060-invoices';
import * as bannersAcrossTheShop from './0043-banners-across-the-shop';
import * as newsletter from './0044-newsletter';
import * as quickTourToggle from './0045-quick-tour-toggle';
import * as luckyDraw from './0046-lucky-draw';
import * as beautyQuiz from './0047-beauty-quiz';
import * as rewards from './0048-rewards';
import * as quizShades from './0049-quiz-shades';
import * as redemptionQueue from './0050-redemption-queue';
import * as quizTakers from './0051-quiz-takers';
import * as academy from './0052-academy';
import * as academyShopStock from './0053-academy-shop-stock';
import * as storeStock from './0054-store-stock';
import * as storeCollection from './0055-store-collection';
import * as analytics from './0056-analytics';
import * as supportChat from './0057-support-chat';
import * as signOnTickets from './0058-sign-on-tickets';
import * as orderMessages from './0059-order-messages';
import * as dataRights from './0061-data-rights';
import * as returns from './0062-returns';
import * as gatewayRefunds from './0063-gateway-refunds';
import * as memberProfile from './0012-member-profile';
import * as wishlists from './0013-wishlists';
import * as carts from './0014-carts';
import * as cartPromotions from './0015-cart-promotions';
import * as shipping from './0016-shipping';
import * as payments from './0017-payments';
import * as orders from './0018-orders';
import * as paymentConfirmations from './0019-payment-confirmations';
import * as fulfilment from './0020-fulfilment';
import * as stockOffProductRow from './0021-stock-off-product-row';
import * as paymentNotificationsAppliedOnce from './0022-payment-notifications-applied-once';
import * as loginDevices from './0024-login-devices';
import * as tailsAtScale from './0025-tails-at-scale';
import * as swatches from './0026-swatches';
import * as galleryImages from './0027-gallery-images';
import * as bannerOffers from './0028-banner-offers';
import * as staff from './0029-staff';
import * as adminCatalogue from './0030-admin-catalogue';
import * as stockLedger from './0031-stock-ledger';
import * as adminBanners from './0033-admin-banners';
import * as adminCustomers from './0034-admin-customers';
import * as adminPromotions from './0032-admin-promotions';

/**
 * The one migration history, in order. A static list (not a folder scan) so that bundlers and
 * tsx resolve it the same way; names sort lexically, which Kysely's migrator relies on.
 */
export const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-catalogue': catalogue,
  '0003-product-aggregates': productAggregates,
  '0004-outbox-and-back-in-stock': outbox,
  '0005-regions': regions,
  '0006-accounts': accounts,
  '0007-otp': otp,
  '0008-addresses': addresses,
  '0009-password-resets': passwordResets,
  '0010-search-history': searchHistory,
  '0011-vouchers': vouchers,
  '0012-member-profile': memberProfile,
  '0013-wishlists': wishlists,
  '0014-carts': carts,
  '0015-cart-promotions': cartPromotions,
  '0016-shipping': shipping,
  '0017-payments': payments,
  '0018-orders': orders,
  '0019-payment-confirmations': paymentConfirmations,
  '0020-fulfilment': fulfilment,
  '0021-stock-off-product-row': stockOffProductRow,
  '0022-payment-notifications-applied-once': paymentNotificationsAppliedOnce,
  '0024-login-devices': loginDevices,
  '0025-tails-at-scale': tailsAtScale,
  '0026-swatches': swatches,
  '0027-gallery-images': galleryImages,
  '0028-banner-offers': bannerOffers,
  '0029-staff': staff,
  '0030-admin-catalogue': adminCatalogue,
  '0031-stock-ledger': stockLedger,
  '0033-admin-banners': adminBanners,
  '0034-admin-customers': adminCustomers,
  '0032-admin-promotions': adminPromotions,
  '0035-search-misses': searchMisses,
  '0036-bank-promotion-version': bankPromotionVersion,
  '0037-reviews': reviews,
  '0038-review-moderation': reviewModeration,
  '0039-content-pages': contentPages,
  '0040-support-tickets': supportTickets,
  '0041-stores': stores,
  '0042-authenticity': authenticity,
  '0043-banners-across-the-shop': bannersAcrossTheShop,
  '0044-newsletter': newsletter,
  '0045-quick-tour-toggle': quickTourToggle,
  '0046-lucky-draw': luckyDraw,
  '0047-beauty-quiz': beautyQuiz,
  '0048-rewards': rewards,
  '0049-quiz-shades': quizShades,
  '0050-redemption-queue': redemptionQueue,
  '0051-quiz-takers': quizTakers,
  '0052-academy': academy,
  '0053-academy-shop-stock': academyShopStock,
  '0054-store-stock': storeStock,
  '0055-store-collection': storeCollection,
  '0056-analytics': analytics,
  '0057-support-chat': supportChat,
  '0058-sign-on-tickets': signOnTickets,
  '0059-order-messages': orderMessages,
  '0060-invoices': invoices,
  '0061-data-rights': dataRights,
  '0062-returns': returns,
  '0063-gateway-refunds': gatewayRefunds,
};
