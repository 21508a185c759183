export {
  DEMO_CATALOGUE_KEY,
  renderDemoImages,
  seedDemoCatalogue,
  type SeedDemoOptions,
  type SeedDemoResult,
} from './demo-catalogue';
export { planDemoCatalogue, DEMO_CATALOGUE_VERSION } from './plan/plan-catalogue';
export {
  DEMO_REVIEWS_KEY,
  renderReviewPhotos,
  seedDemoReviews,
  type SeedDemoReviewsResult,
} from './reviews/demo-reviews';
export { REVIEWER_EMAIL_DOMAIN } from './reviews/reviewers';
export { DEMO_LUCKY_DRAW_KEY, seedDemoLuckyDraw } from './demo-lucky-draw';
export {
  DEMO_MEMBER_POINTS,
  DEMO_PROMOTIONS_KEY,
  seedDemoPoints,
  seedDemoPromotions,
} from './demo-promotions';
export {
  SCALE_CATALOGUE_KEY,
  seedScaleCatalogue,
  type SeedScaleOptions,
  type SeedScaleResult,
} from './scale/scale-catalogue';
export {
  SCALE_ORDERS_KEY,
  SCALE_SHOPPER,
  seedScaleOrders,
  type SeedScaleOrdersOptions,
  type SeedScaleOrdersResult,
} from './scale/scale-orders';
export {
  SCALE_REVIEWS_KEY,
  seedScaleReviews,
  type SeedScaleReviewsOptions,
  type SeedScaleReviewsResult,
} from './scale/scale-reviews';
export { DEMO_BANK_PROMOTIONS_KEY, seedDemoBankPromotions } from './demo-payments';
export { PAYMENT_LOGO_NAMES, paymentLogoSvg, writePaymentLogos } from './payment-logos';
export { plainGoods } from './plain-goods';
export type { MediaSink } from './images/render';
export { seedContentPages } from './content-pages';
export { SEED_CONTENT_PAGES, type SeedContentPage } from './content-texts';
export {
  DEMO_MEMBER_TOKENS,
  DEMO_PARTNER_PRIZES,
  DEMO_REWARDS_KEY,
  seedDemoRewards,
  seedDemoTokens,
} from './demo-rewards';
export {
  DEMO_AUTHENTICITY_CODES,
  DEMO_AUTHENTICITY_KEY,
  seedDemoAuthenticity,
} from './demo-authenticity';
export { DEMO_QUIZZES, quizImageJobs, seedDemoQuizzes } from './demo-quizzes';
export {
  ACADEMY_BRAND,
  ACADEMY_SEGMENT,
  ACADEMY_VOUCHER_CODE,
  DEMO_ACADEMY_KEY,
  seedDemoAcademy,
} from './demo-academy';
