import type * as accounts from './accounts';
import type * as addresses from './addresses';
import type * as catalogue from './catalogue';
import type * as otp from './otp';
import type * as regions from './regions';
import type * as vouchers from './vouchers';
import type { AppMetaTable, IdempotencyKeysTable, OutboxMessagesTable } from './foundation';

export type * from './foundation';
export type * from './accounts';
export type * from './addresses';
export type * from './catalogue';
export type * from './otp';
export type * from './regions';
export type * from './vouchers';

/** Every table Kysely knows; each feature's migration adds its tables here. */
export interface Database {
  app_meta: AppMetaTable;
  idempotency_keys: IdempotencyKeysTable;
  outbox_messages: OutboxMessagesTable;
  users: accounts.UsersTable;
  sessions: accounts.SessionsTable;
  password_resets: accounts.PasswordResetsTable;
  user_tags: accounts.UserTagsTable;
  user_identities: accounts.UserIdentitiesTable;
  brands: catalogue.BrandsTable;
  categories: catalogue.CategoriesTable;
  tags: catalogue.TagsTable;
  products: catalogue.ProductsTable;
  product_categories: catalogue.ProductCategoriesTable;
  product_tags: catalogue.ProductTagsTable;
  combinations: catalogue.CombinationsTable;
  product_images: catalogue.ProductImagesTable;
  preorder_rules: catalogue.PreorderRulesTable;
  pack_items: catalogue.PackItemsTable;
  flash_sales: catalogue.FlashSalesTable;
  flash_sale_items: catalogue.FlashSaleItemsTable;
  special_prices: catalogue.SpecialPricesTable;
  promotions: catalogue.PromotionsTable;
  promotion_products: catalogue.PromotionProductsTable;
  campaigns: catalogue.CampaignsTable;
  campaign_sections: catalogue.CampaignSectionsTable;
  campaign_section_products: catalogue.CampaignSectionProductsTable;
  banners: catalogue.BannersTable;
  product_views_daily: catalogue.ProductViewsDailyTable;
  notify_me_requests: catalogue.NotifyMeRequestsTable;
  countries: regions.CountriesTable;
  provinces: regions.ProvincesTable;
  regencies: regions.RegenciesTable;
  districts: regions.DistrictsTable;
  villages: regions.VillagesTable;
  otp_codes: otp.OtpCodesTable;
  feature_toggles: otp.FeatureTogglesTable;
  addresses: addresses.AddressesTable;
  vouchers: vouchers.VouchersTable;
  voucher_rules: vouchers.VoucherRulesTable;
  member_vouchers: vouchers.MemberVouchersTable;
}
