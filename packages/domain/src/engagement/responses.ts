import { z } from '../shared/zod';

/** What the banner calls answer (ADR 0020): the API's response schema and the web's type. */

/**
 * What a banner advertises, read live from the data it names (ADR 0035): the storefront writes
 * the banner's words from these figures, never from the banner's own copy. `voucher` is a
 * public code to type in the bag; `welcome_voucher` is the voucher every new member receives
 * (no code to type: it is already in their vouchers); `free_shipping` is the shop's free
 * shipping from `min_amount`.
 */
export const BannerOfferSchema = z.object({
  kind: z.enum(['voucher', 'welcome_voucher', 'free_shipping']),
  /** The code to type in the bag (null for the welcome voucher and free shipping). */
  code: z.string().nullable(),
  discount_type: z.enum(['amount', 'percentage', 'free_shipping', 'free_product']).nullable(),
  /** Rupiah off (`amount`), or null. */
  amount: z.number().nullable(),
  /** Percent off (`percentage`), or null. */
  percentage: z.number().nullable(),
  /** The cap of a percentage or free-shipping voucher, or null. */
  max_discount: z.number().nullable(),
  /** The least the bag must hold (rupiah; 0: any bag). */
  min_amount: z.number(),
  /** The voucher's last moment (ISO 8601 UTC), or null. */
  ends_at: z.string().nullable(),
  /** Days a welcome voucher stays valid once received, or null. */
  valid_days: z.number().nullable(),
});
export type BannerOffer = z.infer<typeof BannerOfferSchema>;

/** A banner as `/api/banners` answers it (001 §3). */
export const BannerViewSchema = z.object({
  id: z.number(),
  _id: z.string(),
  location: z.string(),
  type: z.enum(['mini', 'hero', 'twin', 'cover_banner', 'text', 'popup']),
  title: z.string(),
  subtitle: z.string(),
  image_url: z.string().nullable(),
  link_url: z.string().nullable(),
  background: z.string().nullable(),
  popup_setting: z.enum(['everyday', 'once', 'always']).nullable(),
  /** ISO 8601 (UTC) or null. */
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  is_active: z.boolean(),
  position: z.number(),
  created_at: z.string(),
  /** What the banner advertises, from the live data (null: plain copy, no offer named). */
  offer: BannerOfferSchema.nullable(),
  /** A popup limited to the pages under this path (`/campaign/glow-up-week`); null: every page. */
  page_path: z.string().nullable(),
});
export type BannerView = z.infer<typeof BannerViewSchema>;

/** `GET /api/banners/all`: the banners of each asked placement. */
export const BannerGroupsSchema = z.record(z.string(), z.array(BannerViewSchema));
export type BannerGroups = Partial<z.infer<typeof BannerGroupsSchema>>;

/** `GET /api/campaign-icons`: a running campaign shown as the web's floating round icon. */
export const CampaignIconSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  /** The icon's square picture (null: the shop draws a plain icon). */
  icon_url: z.string().nullable(),
});
export type CampaignIcon = z.infer<typeof CampaignIconSchema>;

/**
 * The lucky draw's voucher (`POST /users/me/claim-reward/lucky-draw`, `GET
 * /users/me/lucky-draw/voucher`; 001 §3 `reward.data`, `claimedVoucher`): the member voucher the
 * claim issued, as the account's voucher list shows it. `_id` is the member voucher's id, the
 * `voucher_id` the e-mail step sends back.
 */
export const LuckyDrawVoucherSchema = z.object({
  _id: z.string(),
  voucher_id: z.number(),
  name: z.string(),
  description: z.string(),
  code: z.string(),
  kind: z.enum(['manual', 'welcome', 'lucky_draw']),
  discount_type: z.enum(['amount', 'percentage', 'free_shipping', 'free_product']),
  amount: z.number().nullable(),
  percentage: z.number().nullable(),
  max_discount: z.number().nullable(),
  min_amount: z.number(),
  rules: z.object({ order: z.object({ min_amount: z.number() }) }),
  /** The voucher's last moment (ISO 8601 UTC), or null. */
  to_date: z.string().nullable(),
  image: z.string().nullable(),
  is_special_paper_bag: z.boolean(),
  tnc: z.string(),
  issued_at: z.string(),
  used_at: z.string().nullable(),
  status: z.enum(['available', 'used', 'expired']),
});
export type LuckyDrawVoucher = z.infer<typeof LuckyDrawVoucherSchema>;

/** `POST /users/me/claim-reward/lucky-draw/email`: the voucher mailed and when. */
export const LuckyDrawEmailSchema = z.object({
  voucher_id: z.string(),
  emailed_at: z.string(),
});
export type LuckyDrawEmail = z.infer<typeof LuckyDrawEmailSchema>;
