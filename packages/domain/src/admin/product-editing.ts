import { requiredText } from '../accounts/fields';
import { isValidGtin, normaliseBarcode } from '../catalog/gtin';
import type { Messages } from '../messages';
import { apiTimestamp } from '../shared/response';
import { textInput, wholeNumber } from '../shared/input';
import { z } from '../shared/zod';

/**
 * The back office's products (issue 18, docs/design/back-office.md § Products): the forms the
 * API and the web read alike, what the API answers, and the one discount rule.
 */

export const PRODUCT_FLAGS = [
  'is_new',
  'is_exclusive',
  'is_limited',
  'is_online',
  'is_buy_one_get_one_free',
  'is_sale',
  /** Sold out in the academy shop (000 §4 "Availability of a product", docs/design/academy.md). */
  'is_out_of_stock_academy',
] as const;
export type ProductFlag = (typeof PRODUCT_FLAGS)[number];

export const PRODUCT_CLASSIFICATIONS = [
  'egift',
  'bundle_virtual',
  'bundle_physical',
  'gwp_non_sellable',
] as const;
export type ProductClassification = (typeof PRODUCT_CLASSIFICATIONS)[number];
export const isBundle = (classification: ProductClassification | null | undefined) =>
  classification === 'bundle_virtual' || classification === 'bundle_physical';

export const PRODUCT_IMAGE_KINDS = ['packshot', 'texture', 'lifestyle', 'ingredients'] as const;
/** The combination attributes the form edits (the shop shows each as its option's name). */
export const COMBINATION_ATTRIBUTES = ['shade', 'size', 'variant'] as const;

export const ADMIN_PRODUCT_SORTS = ['newest', 'oldest', 'name', 'price_asc', 'price_desc'] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];
/** A product is "low" in the list when an active combination has this many or fewer left. */
export const LOW_STOCK_AT = 5;
export const PRODUCT_NAME_MAX = 160;
export const PRODUCT_TEXT_MAX = 20_000;
export const PRODUCT_BULK_MAX = 200;
/** An uploaded product picture: at most this many bytes; stored as a WebP this wide at most. */
export const PRODUCT_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const PRODUCT_IMAGE_WIDTH = 1200;
export const PRODUCT_IMAGE_QUALITY = 84;

export type Deduction = {
  type: 'amount' | 'percentage' | null;
  amount: number;
  percentage: number;
};

/**
 * The price after a combination's own discount, as the shop has always made it (the demo
 * catalogue's `applyDiscount`): a percentage rounds to the rupiah, and a discount never takes a
 * price below Rp500 (a free price stays free).
 */
export function priceAfterDiscount(price: number, deduction: Deduction): number {
  if (deduction.type === null || price === 0) return price;
  const off =
    deduction.type === 'percentage'
      ? Math.round((price * deduction.percentage) / 100)
      : deduction.amount;
  if (off <= 0) return price;
  return Math.min(price, Math.max(500, price - off));
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HEX = /^#[0-9a-fA-F]{6}$/;
const SWATCH = /^(\/media\/|https:\/\/)\S+$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const whole = (t: Messages, min: number, max: number) =>
  wholeNumber({ min, max, message: t('number_out_of_range', { min, max }), coerce: false });
const id = (t: Messages) =>
  wholeNumber({
    min: 1,
    max: Number.MAX_SAFE_INTEGER,
    message: t('option_invalid'),
    coerce: false,
  });
const flag = (t: Messages) => z.boolean({ error: t('option_invalid') });
const longText = (t: Messages) =>
  textInput({ multiline: true, message: t('text_control_characters') }).max(PRODUCT_TEXT_MAX, {
    error: t('admin_text_too_long', { max: PRODUCT_TEXT_MAX }),
  });
const shortText = (t: Messages, max: number) =>
  textInput({ message: t('text_control_characters') })
    .trim()
    .max(max, { error: t('admin_text_too_long', { max }) });
const name = (t: Messages) =>
  requiredText(t).max(PRODUCT_NAME_MAX, {
    error: t('admin_text_too_long', { max: PRODUCT_NAME_MAX }),
  });
const slug = (t: Messages) =>
  textInput({ message: t('product_slug_format') })
    .trim()
    .toLowerCase()
    .max(PRODUCT_NAME_MAX, { error: t('admin_text_too_long', { max: PRODUCT_NAME_MAX }) })
    .regex(SLUG, { error: t('product_slug_format') });
/** A blank optional text is no value. */
const blankless = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema,
  );

const preorder = (t: Messages) =>
  z.object({
    total_quota: whole(t, 0, 1_000_000),
    delivery_date: textInput()
      .regex(DAY, { error: t('validation_failed') })
      .refine((value) => !Number.isNaN(new Date(`${value}T00:00:00Z`).getTime()), {
        error: t('validation_failed'),
      }),
    is_active: flag(t).default(true),
  });

/** One combination in the product's form (`id` for one that exists). */
export const combinationInputSchema = (t: Messages) =>
  z
    .object({
      id: id(t).optional(),
      sku: requiredText(t)
        .max(64, { error: t('admin_text_too_long', { max: 64 }) })
        .regex(/^[A-Za-z0-9._-]+$/, { error: t('product_sku_format') }),
      /** EAN-13, UPC-A or EAN-8 with its check digit; stored as digits (`normaliseBarcode`). */
      barcode: blankless(
        textInput({ message: t('barcode_invalid') })
          .transform(normaliseBarcode)
          .refine(isValidGtin, { error: t('barcode_invalid') })
          .nullable(),
      ).optional(),
      /** Option names by attribute (`shade`, `size`, `variant`); none for a single product. */
      attributes: z
        .object({
          shade: shortText(t, 80).optional(),
          size: shortText(t, 80).optional(),
          variant: shortText(t, 80).optional(),
        })
        .strict()
        .default({}),
      price: whole(t, 0, 100_000_000),
      deduction_type: z.enum(['amount', 'percentage'], { error: t('option_invalid') }).nullable(),
      deduction_amount: whole(t, 0, 100_000_000).default(0),
      deduction_percentage: whole(t, 0, 100).default(0),
      hex: blankless(
        textInput({ message: t('product_hex_format') })
          .trim()
          .regex(HEX, { error: t('product_hex_format') })
          .transform((value) => value.toLowerCase())
          .nullable(),
      ).optional(),
      swatch_image: blankless(
        textInput({ message: t('product_swatch_format') })
          .trim()
          .regex(SWATCH, { error: t('product_swatch_format') })
          .nullable(),
      ).optional(),
      weight_grams: whole(t, 1, 100_000).default(200),
      is_default: flag(t).default(false),
      is_active: flag(t).default(true),
      position: whole(t, 0, 10_000).optional(),
      /** Only when the combination is created: its opening stock (later: the stock ledger). */
      stock: whole(t, 0, 1_000_000).optional(),
      preorder: preorder(t).nullable().optional(),
    })
    .strict()
    .superRefine((value, ctx) => {
      if (value.deduction_type === 'amount' && value.deduction_amount > value.price) {
        ctx.addIssue({
          code: 'custom',
          path: ['deduction_amount'],
          message: t('product_discount_above_price'),
        });
      }
    });

const productFields = (t: Messages) => ({
  name: name(t),
  slug: slug(t).optional(),
  brand_id: id(t),
  default_category_id: id(t),
  category_ids: z
    .array(id(t), { error: t('option_invalid') })
    .max(20)
    .default([]),
  tag_ids: z
    .array(id(t), { error: t('option_invalid') })
    .max(40)
    .default([]),
  classification: z.enum(PRODUCT_CLASSIFICATIONS, { error: t('option_invalid') }).nullable(),
  description: longText(t).default(''),
  how_to_use: longText(t).default(''),
  ingredients: longText(t).default(''),
  is_new: flag(t).default(false),
  is_exclusive: flag(t).default(false),
  is_limited: flag(t).default(false),
  is_online: flag(t).default(false),
  is_buy_one_get_one_free: flag(t).default(false),
  is_sale: flag(t).default(false),
  is_out_of_stock_academy: flag(t).default(false),
  is_active: flag(t).default(true),
  max_limit_per_order: whole(t, 1, 1000).nullable().default(null),
  /** A bundle's contents: combinations of other products, with how many of each. */
  pack_items: z
    .array(z.object({ combination_id: id(t), quantity: whole(t, 1, 100).default(1) }).strict(), {
      error: t('option_invalid'),
    })
    .max(20)
    .default([]),
});

/** The combinations of a product: at least one, one default at most, SKUs distinct. */
const combinationList = (t: Messages) =>
  z
    .array(combinationInputSchema(t), { error: t('product_needs_combination') })
    .min(1, { error: t('product_needs_combination') })
    .max(100)
    .superRefine((list, ctx) => {
      const seen = new Map<string, number>();
      list.forEach((combination, index) => {
        const sku = combination.sku.toUpperCase();
        if (seen.has(sku)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'sku'],
            message: t('product_sku_taken'),
          });
        }
        seen.set(sku, index);
      });
      if (list.filter((combination) => combination.is_default).length > 1) {
        ctx.addIssue({ code: 'custom', path: [0, 'is_default'], message: t('option_invalid') });
      }
    });

const bundleNeedsItems =
  (t: Messages) =>
  (
    value: { classification?: ProductClassification | null; pack_items?: unknown[] },
    ctx: z.RefinementCtx,
  ) => {
    if (isBundle(value.classification) && (value.pack_items?.length ?? 0) === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['pack_items'],
        message: t('product_bundle_needs_items'),
      });
    }
  };

export const productCreateSchema = (t: Messages) =>
  z
    .object({ ...productFields(t), combinations: combinationList(t) })
    .strict()
    .superRefine(bundleNeedsItems(t));

/**
 * An edit: the `version` it was read at and the fields that change. `combinations`, when given,
 * is the whole list: one without `id` is new, one left out is removed (deactivated when it was
 * ever ordered or is in a bag).
 */
export const productUpdateSchema = (t: Messages) => {
  const fields = productFields(t);
  return z
    .object({
      version: whole(t, 1, 2_147_483_647),
      name: fields.name.optional(),
      slug: fields.slug,
      brand_id: fields.brand_id.optional(),
      default_category_id: fields.default_category_id.optional(),
      category_ids: z.array(id(t)).max(20).optional(),
      tag_ids: z.array(id(t)).max(40).optional(),
      classification: fields.classification.optional(),
      description: longText(t).optional(),
      how_to_use: longText(t).optional(),
      ingredients: longText(t).optional(),
      is_new: flag(t).optional(),
      is_exclusive: flag(t).optional(),
      is_limited: flag(t).optional(),
      is_online: flag(t).optional(),
      is_buy_one_get_one_free: flag(t).optional(),
      is_sale: flag(t).optional(),
      is_out_of_stock_academy: flag(t).optional(),
      is_active: flag(t).optional(),
      max_limit_per_order: whole(t, 1, 1000).nullable().optional(),
      pack_items: z
        .array(z.object({ combination_id: id(t), quantity: whole(t, 1, 100).default(1) }).strict())
        .max(20)
        .optional(),
      combinations: combinationList(t).optional(),
    })
    .strict();
};

export const PRODUCT_BULK_ACTIONS = [
  'activate',
  'deactivate',
  ...PRODUCT_FLAGS.flatMap((f) => [`flag:${f}`, `unflag:${f}`] as const),
] as const;
export type ProductBulkAction = (typeof PRODUCT_BULK_ACTIONS)[number];

export const productBulkSchema = (t: Messages) =>
  z
    .object({
      ids: z
        .array(id(t), { error: t('option_invalid') })
        .min(1, { error: t('required') })
        .max(PRODUCT_BULK_MAX, { error: t('validation_failed') }),
      action: z.enum(PRODUCT_BULK_ACTIONS, { error: t('option_invalid') }),
    })
    .strict();

/** The pictures' order, cover, texts and shade, as the whole list of the product's pictures. */
export const productImagesUpdateSchema = (t: Messages) =>
  z
    .object({
      images: z
        .array(
          z
            .object({
              id: id(t),
              alt: shortText(t, 200).default(''),
              alt_en: shortText(t, 200).default(''),
              kind: z.enum(PRODUCT_IMAGE_KINDS, { error: t('option_invalid') }).default('packshot'),
              is_cover: flag(t).default(false),
              combination_id: id(t).nullable().default(null),
            })
            .strict(),
        )
        .max(60),
    })
    .strict();

export type CombinationInput = z.infer<ReturnType<typeof combinationInputSchema>>;
export type ProductCreateInput = z.infer<ReturnType<typeof productCreateSchema>>;
export type ProductUpdateInput = z.infer<ReturnType<typeof productUpdateSchema>>;
export type ProductBulkInput = z.infer<ReturnType<typeof productBulkSchema>>;
export type ProductImagesUpdateInput = z.infer<ReturnType<typeof productImagesUpdateSchema>>;

// ── What the API answers ─────────────────────────────────────────────────────────────────────

export const AdminProductRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  brand: z.object({ id: z.number(), name: z.string() }),
  cover_image: z.string().nullable(),
  price: z.object({ min: z.number(), max: z.number() }),
  total_stock: z.number(),
  combinations_count: z.number(),
  is_active: z.boolean(),
  flags: z.array(z.enum(PRODUCT_FLAGS)),
  version: z.number(),
  updated_at: apiTimestamp(),
});
export type AdminProductRow = z.infer<typeof AdminProductRowSchema>;

export const AdminCombinationSchema = z.object({
  id: z.number(),
  sku: z.string(),
  barcode: z.string().nullable(),
  attributes: z.object({
    shade: z.string().optional(),
    size: z.string().optional(),
    variant: z.string().optional(),
  }),
  price: z.number(),
  deduction_type: z.enum(['amount', 'percentage']).nullable(),
  deduction_amount: z.number(),
  deduction_percentage: z.number(),
  price_after_discount: z.number(),
  hex: z.string().nullable(),
  swatch_image: z.string().nullable(),
  weight_grams: z.number(),
  is_default: z.boolean(),
  is_active: z.boolean(),
  position: z.number(),
  /** Read-only here: stock moves through the stock ledger. */
  stock: z.number(),
  preorder: z
    .object({
      total_quota: z.number(),
      sold_quota: z.number(),
      delivery_date: z.string(),
      is_active: z.boolean(),
    })
    .nullable(),
});
export type AdminCombination = z.infer<typeof AdminCombinationSchema>;

export const AdminProductImageSchema = z.object({
  id: z.number(),
  url: z.string(),
  alt: z.string(),
  alt_en: z.string(),
  kind: z.enum(PRODUCT_IMAGE_KINDS),
  is_cover: z.boolean(),
  position: z.number(),
  combination_id: z.number().nullable(),
});
export type AdminProductImage = z.infer<typeof AdminProductImageSchema>;

export const AdminProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  brand: z.object({ id: z.number(), name: z.string() }),
  default_category_id: z.number(),
  category_ids: z.array(z.number()),
  tag_ids: z.array(z.number()),
  classification: z.enum(PRODUCT_CLASSIFICATIONS).nullable(),
  description: z.string(),
  how_to_use: z.string(),
  ingredients: z.string(),
  is_new: z.boolean(),
  is_exclusive: z.boolean(),
  is_limited: z.boolean(),
  is_online: z.boolean(),
  is_buy_one_get_one_free: z.boolean(),
  is_sale: z.boolean(),
  is_out_of_stock_academy: z.boolean(),
  is_active: z.boolean(),
  max_limit_per_order: z.number().nullable(),
  pack_items: z.array(
    z.object({ combination_id: z.number(), quantity: z.number(), label: z.string() }),
  ),
  combinations: z.array(AdminCombinationSchema),
  images: z.array(AdminProductImageSchema),
  /** The product page in the shop (for an active product). */
  shop_url: z.string(),
  version: z.number(),
  updated_at: apiTimestamp(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

export const CatalogueOptionsSchema = z.object({
  brands: z.array(z.object({ id: z.number(), name: z.string(), is_active: z.boolean() })),
  /** Depth-first, each with its depth (0 for a top category). */
  categories: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      depth: z.number(),
      parent_id: z.number().nullable(),
    }),
  ),
  tags: z.array(z.object({ id: z.number(), name: z.string(), type: z.string() })),
});
export type CatalogueOptions = z.infer<typeof CatalogueOptionsSchema>;

export const ProductBulkAnswerSchema = z.object({ changed: z.array(z.number()) });
