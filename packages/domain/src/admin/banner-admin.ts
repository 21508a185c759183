import { requiredText } from '../accounts/fields';
import { BANNER_PLACEMENTS } from '../engagement/constants';
import type { MessageCode, Messages } from '../messages';
import { apiTimestamp } from '../shared/response';
import { BIGINT_ID_RANGE, textInput, wholeNumber } from '../shared/input';
import { z } from '../shared/zod';

/**
 * Banners and campaigns in the back office (issue 18, docs/design/back-office.md): every
 * placement of the spec (001 §3) with its own rules, a schedule in WIB, and campaigns with their
 * sections. The same schemas read the web's forms and the API's bodies.
 */

/** Every placement of the spec (001 §3), as the back office offers them. */
export { BANNER_PLACEMENTS };
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[number];
export type AdminBannerType = 'mini' | 'hero' | 'twin' | 'cover_banner' | 'text' | 'popup';

/**
 * What each placement is: the banner type the storefront reads there, whether it shows a
 * picture (text placements are words only) and whether it is a popup (which needs a setting).
 */
export const BANNER_PLACEMENT_RULES: Record<
  BannerPlacement,
  { type: AdminBannerType; image: boolean; popup: boolean }
> = {
  home: { type: 'hero', image: true, popup: false },
  top_banners: { type: 'text', image: false, popup: false },
  promo_text_banner: { type: 'text', image: false, popup: false },
  searchbar_promo_text: { type: 'text', image: false, popup: false },
  top_middle_banner: { type: 'mini', image: true, popup: false },
  flexible_banner: { type: 'twin', image: true, popup: false },
  floating_banners: { type: 'mini', image: true, popup: false },
  popup_banner: { type: 'popup', image: true, popup: true },
  fullscreen_popup_banner: { type: 'popup', image: true, popup: true },
  emergency_announcement: { type: 'text', image: false, popup: false },
  others: { type: 'mini', image: true, popup: false },
};

/**
 * The home placement's banner types (001 §3): the hero strip, a row of small tiles (mini), two
 * tiles side by side (twin) and a full-width cover with its words (cover_banner).
 */
export const HOME_BANNER_TYPES = ['hero', 'mini', 'twin', 'cover_banner'] as const;
export type HomeBannerType = (typeof HOME_BANNER_TYPES)[number];

/** The type a banner of the placement is stored with: home's is chosen, the others are fixed. */
export const bannerTypeFor = (
  location: BannerPlacement,
  chosen: HomeBannerType | null | undefined,
): AdminBannerType =>
  location === 'home' ? (chosen ?? 'hero') : BANNER_PLACEMENT_RULES[location].type;

export const BANNER_PAGE_PATH_MAX = 200;

export const POPUP_SETTINGS = ['everyday', 'once', 'always'] as const;
export const BANNER_STATUSES = ['scheduled', 'live', 'ended', 'inactive'] as const;
export type BannerStatus = (typeof BANNER_STATUSES)[number];

export const BANNER_TITLE_MAX = 120;
export const BANNER_SUBTITLE_MAX = 240;
export const BANNER_LINK_MAX = 500;
export const CAMPAIGN_SECTIONS_MAX = 20;
export const CAMPAIGN_SECTION_PRODUCTS_MAX = 200;
/** Banner pictures: at most this many bytes, re-encoded as WebP this wide at most. */
export const BANNER_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const BANNER_IMAGE_MAX_WIDTH = 2400;

/** Where a banner is shown and in what state, at `now`. */
export function bannerStatus(
  banner: { is_active: boolean; start_date: Date | string | null; end_date: Date | string | null },
  now: Date,
): BannerStatus {
  if (!banner.is_active) return 'inactive';
  const at = now.getTime();
  if (banner.start_date && new Date(banner.start_date).getTime() > at) return 'scheduled';
  if (banner.end_date && new Date(banner.end_date).getTime() < at) return 'ended';
  return 'live';
}

const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2}(\.\d{1,3})?)?$/;
const ZONED_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A moment from a form (`datetime-local`, read as WIB) or an API (ISO with a zone). */
export function wibDateTime(value: string): Date | null {
  const text = value.trim();
  const local = LOCAL_TIME.exec(text);
  const date = local
    ? new Date(`${local[1]}T${local[2]}${local[3] ?? ':00'}+07:00`)
    : ZONED_TIME.test(text)
      ? new Date(text)
      : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** A moment as a `datetime-local` value in WIB (`2026-11-21T10:00`), for the form. */
export function toWibLocal(value: Date | string | null): string {
  if (!value) return '';
  const date = new Date(new Date(value).getTime() + 7 * 60 * 60 * 1000);
  return date.toISOString().slice(0, 16);
}

/** A schedule's end: optional; blank is none. */
const moment = (t: Messages) =>
  z
    .union([textInput(), z.null()], { error: t('banner_datetime_invalid') })
    .transform((value, ctx) => {
      if (value === null || value.trim() === '') return null;
      const date = wibDateTime(value);
      if (!date) {
        ctx.addIssue({ code: 'custom', message: t('banner_datetime_invalid') });
        return z.NEVER;
      }
      return date;
    });

const optionalLine = (t: Messages, max: number) =>
  textInput({ error: () => t('validation_failed'), message: t('text_control_characters') })
    .trim()
    .max(max, { error: t('banner_text_length', { max }) });

const link = (t: Messages) =>
  z
    .union([optionalLine(t, BANNER_LINK_MAX), z.null()])
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || /^(\/(?!\/)|https:\/\/)\S*$/.test(value), {
      error: t('banner_link_invalid'),
    });

const background = (t: Messages) =>
  z
    .union([textInput().trim(), z.null()])
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || /^#[0-9a-fA-F]{6}$/.test(value), {
      error: t('banner_background_invalid'),
    });

const voucherCode = (t: Messages) =>
  z
    .union([optionalLine(t, 40), z.null()])
    .transform((value) => (value ? value.toUpperCase() : null))
    .refine((value) => value === null || /^[A-Z0-9_-]+$/.test(value), {
      error: t('banner_voucher_unknown'),
    });

/** A popup's page: a storefront path (`/campaign/glow-up-week`); blank is every page. */
const pagePath = (t: Messages) =>
  z
    .union([optionalLine(t, BANNER_PAGE_PATH_MAX), z.null()])
    .transform((value) => (value ? value.replace(/\/+$/, '') || '/' : null))
    .refine((value) => value === null || /^\/(?!\/)[a-zA-Z0-9\-._~/%]*$/.test(value), {
      error: t('banner_page_path_invalid'),
    });

const homeType = (t: Messages) => z.enum(HOME_BANNER_TYPES, { error: t('option_invalid') });

const version = (t: Messages) =>
  wholeNumber({ min: 1, max: 2_147_483_647, message: t('validation_failed'), coerce: false });

const bannerFields = (t: Messages) => ({
  location: z.enum(BANNER_PLACEMENTS, { error: t('banner_placement_invalid') }),
  title: requiredText(t).max(BANNER_TITLE_MAX, {
    error: t('banner_text_length', { max: BANNER_TITLE_MAX }),
  }),
  subtitle: optionalLine(t, BANNER_SUBTITLE_MAX).default(''),
  link_url: link(t).default(null),
  background: background(t).default(null),
  popup_setting: z
    .enum(POPUP_SETTINGS, { error: t('option_invalid') })
    .nullable()
    .default(null),
  start_date: moment(t).default(null),
  end_date: moment(t).default(null),
  is_active: z.boolean({ error: t('option_invalid') }).default(true),
  position: wholeNumber({
    min: 0,
    max: 999,
    message: t('validation_failed'),
    coerce: false,
  }).default(0),
  voucher_code: voucherCode(t).default(null),
  offer: z
    .enum(['free_shipping'], { error: t('option_invalid') })
    .nullable()
    .default(null),
  /** Home's banner type (the other placements' is fixed). */
  type: homeType(t).nullable().default(null),
  /** A popup limited to the pages under this path; null: every shop page. */
  page_path: pagePath(t).default(null),
});

export type BannerValues = {
  location: BannerPlacement;
  title: string;
  subtitle: string;
  link_url: string | null;
  background: string | null;
  popup_setting: (typeof POPUP_SETTINGS)[number] | null;
  start_date: Date | null;
  end_date: Date | null;
  is_active: boolean;
  position: number;
  voucher_code: string | null;
  offer: 'free_shipping' | null;
  type: HomeBannerType | null;
  page_path: string | null;
};

/**
 * The rules across fields, for a whole banner (a new one, or an edit merged with the row): the
 * end after the start, a popup's setting, one offer at most. Field → message code.
 */
export function bannerProblems(
  banner: Pick<BannerValues, 'location' | 'popup_setting' | 'start_date' | 'end_date'> &
    Pick<BannerValues, 'voucher_code' | 'offer'>,
): Partial<Record<keyof BannerValues, MessageCode>> {
  const problems: Partial<Record<keyof BannerValues, MessageCode>> = {};
  if (banner.start_date && banner.end_date && banner.end_date <= banner.start_date) {
    problems.end_date = 'banner_end_before_start';
  }
  if (BANNER_PLACEMENT_RULES[banner.location].popup && !banner.popup_setting) {
    problems.popup_setting = 'banner_popup_setting_required';
  }
  if (banner.voucher_code && banner.offer) problems.offer = 'banner_one_offer';
  return problems;
}

const withRules = (t: Messages) => (banner: BannerValues, ctx: z.RefinementCtx) => {
  for (const [field, code] of Object.entries(bannerProblems(banner))) {
    ctx.addIssue({ code: 'custom', path: [field], message: t(code) });
  }
};

/** A new banner (`POST /api/admin/banners`, the new-banner form). */
export const bannerCreateSchema = (t: Messages) =>
  z.object(bannerFields(t)).strict().superRefine(withRules(t));

/** An edit at the `version` it was read at; the rules run on the banner as it would be. */
export const bannerUpdateSchema = (t: Messages) => {
  const fields = bannerFields(t);
  return z
    .object({
      version: version(t),
      location: fields.location.optional(),
      title: fields.title.optional(),
      subtitle: optionalLine(t, BANNER_SUBTITLE_MAX).optional(),
      link_url: link(t).optional(),
      background: background(t).optional(),
      popup_setting: z
        .enum(POPUP_SETTINGS, { error: t('option_invalid') })
        .nullable()
        .optional(),
      start_date: moment(t).optional(),
      end_date: moment(t).optional(),
      is_active: z.boolean({ error: t('option_invalid') }).optional(),
      position: wholeNumber({
        min: 0,
        max: 999,
        message: t('validation_failed'),
        coerce: false,
      }).optional(),
      voucher_code: voucherCode(t).optional(),
      offer: z
        .enum(['free_shipping'], { error: t('option_invalid') })
        .nullable()
        .optional(),
      type: homeType(t).nullable().optional(),
      page_path: pagePath(t).optional(),
    })
    .strict();
};

export const bannerListQuerySchema = (t: Messages) =>
  z.object({
    location: z.enum(BANNER_PLACEMENTS, { error: t('banner_placement_invalid') }).optional(),
    status: z.enum(BANNER_STATUSES, { error: t('option_invalid') }).optional(),
  });

export type BannerCreateInput = z.infer<ReturnType<typeof bannerCreateSchema>>;
export type BannerUpdateInput = z.infer<ReturnType<typeof bannerUpdateSchema>>;

/** A banner as the back office sees it: every column, its status now and its version. */
export const AdminBannerSchema = z.object({
  id: z.number(),
  location: z.string(),
  type: z.enum(['mini', 'hero', 'twin', 'cover_banner', 'text', 'popup']),
  title: z.string(),
  subtitle: z.string(),
  image_url: z.string().nullable(),
  link_url: z.string().nullable(),
  background: z.string().nullable(),
  popup_setting: z.enum(POPUP_SETTINGS).nullable(),
  start_date: apiTimestamp().nullable(),
  end_date: apiTimestamp().nullable(),
  is_active: z.boolean(),
  position: z.number(),
  voucher_code: z.string().nullable(),
  offer: z.enum(['free_shipping']).nullable(),
  /** A popup limited to the pages under this path; null: every shop page. */
  page_path: z.string().nullable(),
  status: z.enum(BANNER_STATUSES),
  version: z.number(),
  created_at: apiTimestamp(),
});
export type AdminBanner = z.infer<typeof AdminBannerSchema>;

// Campaigns

export const CAMPAIGN_KINDS = ['campaign', 'weekly_highlight', 'deals', 'sale'] as const;

const sectionBanner = (t: Messages) =>
  z
    .object({
      image_url: link(t).default(null),
      link_url: link(t).default(null),
      title: optionalLine(t, BANNER_TITLE_MAX).default(''),
      subtitle: optionalLine(t, BANNER_SUBTITLE_MAX).default(''),
    })
    .strict();

const campaignSection = (t: Messages) =>
  z
    .object({
      title: requiredText(t).max(BANNER_TITLE_MAX, {
        error: t('banner_text_length', { max: BANNER_TITLE_MAX }),
      }),
      type: z.enum(['banner', 'product'], { error: t('option_invalid') }),
      banner: sectionBanner(t).nullable().default(null),
      product_ids: z
        .array(wholeNumber({ ...BIGINT_ID_RANGE, message: t('validation_failed'), coerce: false }))
        .max(CAMPAIGN_SECTION_PRODUCTS_MAX, {
          error: t('number_out_of_range', { min: 0, max: CAMPAIGN_SECTION_PRODUCTS_MAX }),
        })
        .default([]),
    })
    .strict()
    .superRefine((section, ctx) => {
      if (section.type === 'product' && section.product_ids.length === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['product_ids'],
          message: t('campaign_section_products_required'),
        });
      }
    });

const campaignFields = (t: Messages) => ({
  name: requiredText(t).max(BANNER_TITLE_MAX, {
    error: t('banner_text_length', { max: BANNER_TITLE_MAX }),
  }),
  slug: requiredText(t)
    .max(80, { error: t('banner_text_length', { max: 80 }) })
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: t('campaign_slug_invalid') }),
  kind: z.enum(CAMPAIGN_KINDS, { error: t('option_invalid') }).default('campaign'),
  description: optionalLine(t, 1000).default(''),
  image_url: link(t).default(null),
  starts_at: moment(t).default(null),
  ends_at: moment(t).default(null),
  is_active: z.boolean({ error: t('option_invalid') }).default(true),
  /** Shown as the round floating icon on home, category, brand and promotion pages (001 §2). */
  is_display_icon_web: z.boolean({ error: t('option_invalid') }).default(false),
  /** The icon's square picture (null: the shop draws a plain icon). */
  icon_url: link(t).default(null),
  position: wholeNumber({
    min: 0,
    max: 999,
    message: t('validation_failed'),
    coerce: false,
  }).default(0),
  /** In the order they show; saving replaces them all. */
  sections: z
    .array(campaignSection(t))
    .max(CAMPAIGN_SECTIONS_MAX, {
      error: t('number_out_of_range', { min: 0, max: CAMPAIGN_SECTIONS_MAX }),
    })
    .default([]),
});

const campaignRules =
  (t: Messages) =>
  (
    campaign: {
      starts_at?: Date | null | undefined;
      ends_at?: Date | null | undefined;
      sections?: Array<{ title: string }> | undefined;
    },
    ctx: z.RefinementCtx,
  ) => {
    if (campaign.starts_at && campaign.ends_at && campaign.ends_at <= campaign.starts_at) {
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: t('banner_end_before_start') });
    }
    const seen = new Set<string>();
    campaign.sections?.forEach((section, index) => {
      const key = section.title.toLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['sections', index, 'title'],
          message: t('campaign_section_title_taken'),
        });
      }
      seen.add(key);
    });
  };

export const campaignCreateSchema = (t: Messages) =>
  z.object(campaignFields(t)).strict().superRefine(campaignRules(t));

/** A whole campaign at the `version` it was read at (the edit form sends every field). */
export const campaignUpdateSchema = (t: Messages) =>
  z
    .object({ version: version(t), ...campaignFields(t) })
    .strict()
    .superRefine(campaignRules(t));

export type CampaignCreateInput = z.infer<ReturnType<typeof campaignCreateSchema>>;
export type CampaignUpdateInput = z.infer<ReturnType<typeof campaignUpdateSchema>>;

export const AdminCampaignSectionSchema = z.object({
  id: z.number(),
  title: z.string(),
  type: z.enum(['banner', 'product']),
  banner: z
    .object({
      image_url: z.string().nullable(),
      link_url: z.string().nullable(),
      title: z.string(),
      subtitle: z.string(),
    })
    .nullable(),
  product_ids: z.array(z.number()),
  position: z.number(),
});

export const AdminCampaignSchema = z.object({
  id: z.number(),
  slug: z.string(),
  kind: z.enum(CAMPAIGN_KINDS),
  name: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  starts_at: apiTimestamp().nullable(),
  ends_at: apiTimestamp().nullable(),
  is_active: z.boolean(),
  is_display_icon_web: z.boolean(),
  icon_url: z.string().nullable(),
  position: z.number(),
  version: z.number(),
  sections: z.array(AdminCampaignSectionSchema),
});
export type AdminCampaign = z.infer<typeof AdminCampaignSchema>;

/** A campaign in the list: its sections counted, not listed. */
export const AdminCampaignSummarySchema = AdminCampaignSchema.omit({ sections: true }).extend({
  section_count: z.number(),
});
export type AdminCampaignSummary = z.infer<typeof AdminCampaignSummarySchema>;
