import { HexColourSchema, ProductTileSchema } from '../catalog/responses';
import { z } from '../shared/zod';
import { QUIZ_TEMPLATES } from './constants';
import { QUIZ_ANSWER_TYPES, QUIZ_ROUTINE_STEPS, type QuizRoutineStep } from './quiz-rules';
import { QUIZ_UNDERTONES } from './quiz-shade-rules';

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

/** A beauty-quiz answer as the storefront shows it (001 §3: _id, image, text_color, bg_color). */
export const QuizAnswerViewSchema = z.object({
  _id: z.string(),
  position: z.number(),
  text: z.string(),
  image: z.string().nullable(),
  text_color: z.string().nullable(),
  bg_color: z.string().nullable(),
});

/** A question: its answers, how it is answered and the template chosen from its answers. */
export const QuizQuestionViewSchema = z.object({
  _id: z.string(),
  position: z.number(),
  text: z.string(),
  answer_type: z.enum(QUIZ_ANSWER_TYPES),
  template: z.enum(QUIZ_TEMPLATES),
  answers: z.array(QuizAnswerViewSchema),
});

/** `GET /api/quiz/{slug}`: the quiz (`pid_quiz`, 001 §3) in the request's language. */
export const QuizViewSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  total_joined: z.number(),
  attachments: z.array(z.object({ type: z.literal('cover'), url: z.string() })),
  questions: z.array(QuizQuestionViewSchema),
});
export type QuizView = z.infer<typeof QuizViewSchema>;

export const QuizResultTagSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  score: z.number(),
});

/** One step of the routine: the product chosen for it, null when none in stock matches. */
export const QuizRoutineStepSchema = z.object({
  step: z.enum(
    QUIZ_ROUTINE_STEPS.map((step) => step.step) as [QuizRoutineStep, ...QuizRoutineStep[]],
  ),
  category_slug: z.string(),
  product: ProductTileSchema.nullable(),
});

/** A face-base product and its shade closest to the shopper's skin (`difference`: CIEDE2000). */
export const QuizShadeMatchSchema = z.object({
  product: ProductTileSchema,
  combination: z.object({
    id: z.number(),
    name: z.string(),
    hex: HexColourSchema,
    is_pre_order: z.boolean(),
  }),
  difference: z.number(),
});
export type QuizShadeMatch = z.infer<typeof QuizShadeMatchSchema>;

/**
 * The shade the answers found: the skin colour and undertone they named, and the closest shade
 * of the foundations and cushions in stock (none within reach: an empty list). Null when no
 * chosen answer names a skin colour.
 */
export const QuizShadeResultSchema = z.object({
  skin_hex: HexColourSchema,
  undertone: z.enum(QUIZ_UNDERTONES),
  matches: z.array(QuizShadeMatchSchema),
});
export type QuizShadeResult = z.infer<typeof QuizShadeResultSchema>;

/** `POST /api/quiz/pid_quiz/{id}`: the result (what the storefront reads as `data.data`). */
export const QuizResultSchema = z.object({
  submission_id: z.string(),
  quiz_id: z.string(),
  quiz_slug: z.string(),
  total_joined: z.number(),
  skin_type: QuizResultTagSchema.nullable(),
  concerns: z.array(QuizResultTagSchema),
  routine: z.array(QuizRoutineStepSchema),
  shade: QuizShadeResultSchema.nullable(),
  /** Whether the result was saved to the member's beauty profile (false for a guest). */
  saved_to_profile: z.boolean(),
  created_at: z.string(),
});
export type QuizResult = z.infer<typeof QuizResultSchema>;

/** `GET /api/user/me/quiz-results`: the member's latest result of each quiz, newest first. */
export const MemberQuizResultSchema = QuizResultSchema.omit({ total_joined: true }).extend({
  quiz_title: z.string(),
});
export type MemberQuizResult = z.infer<typeof MemberQuizResultSchema>;
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
  kind: z.enum(['manual', 'welcome', 'lucky_draw', 'store_credit']),
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
