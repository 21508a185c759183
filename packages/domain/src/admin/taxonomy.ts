import { requiredText } from '../accounts/fields';
import type { Messages } from '../messages';
import { textInput, wholeNumber } from '../shared/input';
import { z } from '../shared/zod';

/**
 * Brands and the category tree in the back office (docs/design/back-office.md "Brands and
 * categories"): the forms, checked alike in the browser and on the API.
 */
export const TAXONOMY_NAME_MAX = 80;
export const TAXONOMY_SLUG_MAX = 80;
export const TAXONOMY_DESCRIPTION_MAX = 4000;
export const BRAND_ORIGIN_MAX = 60;
export const CATEGORY_POSITION_MAX = 10_000;
/** Lower-case ASCII words joined by single hyphens ("make-up", "serum-10"). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The slug a name gets when none is given: "Crème & Co" → "creme-co". */
export const slugOf = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\+/g, ' plus ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, TAXONOMY_SLUG_MAX)
    .replace(/-+$/, '');

/** The letter a brand is listed under in the shop: A–Z, or `#` for digits and others. */
export const brandLetter = (name: string) => {
  const first = name.trim().charAt(0).toUpperCase();
  return /[A-Z]/.test(first) ? first : '#';
};

const blankIsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const name = (t: Messages) =>
  requiredText(t).max(TAXONOMY_NAME_MAX, {
    error: t('taxonomy_name_length', { max: TAXONOMY_NAME_MAX }),
  });
const slug = (t: Messages) =>
  z.preprocess(
    blankIsUndefined,
    textInput({ message: t('taxonomy_slug_invalid') })
      .trim()
      .max(TAXONOMY_SLUG_MAX, { error: t('taxonomy_slug_invalid') })
      .regex(SLUG_PATTERN, { error: t('taxonomy_slug_invalid') })
      .optional(),
  );
const description = (t: Messages) =>
  textInput({ multiline: true, message: t('text_control_characters') })
    .trim()
    .max(TAXONOMY_DESCRIPTION_MAX, {
      error: t('taxonomy_description_length', { max: TAXONOMY_DESCRIPTION_MAX }),
    });
/** A checkbox (`on`, `true`) or a JSON boolean. */
const flag = (t: Messages) =>
  z.preprocess(
    (value) => (value === 'on' || value === 'true' ? true : value === 'false' ? false : value),
    z.boolean({ error: t('option_invalid') }),
  );
/** A whole number from a form (text) or JSON. */
const whole = (t: Messages, max: number, code: Parameters<Messages>[0]) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value),
    wholeNumber({ min: 0, max, message: t(code), coerce: false }),
  );
/** The parent category: an id, or none (blank, null) for a top-level one. */
const parent = (t: Messages) =>
  z.preprocess(
    (value) =>
      value === '' || value === null
        ? null
        : typeof value === 'string' && /^\d{1,15}$/.test(value)
          ? Number(value)
          : value,
    wholeNumber({
      min: 1,
      max: 2_147_483_647,
      message: t('category_not_found'),
      coerce: false,
    }).nullable(),
  );
const version = (t: Messages) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
    wholeNumber({ min: 1, max: 2_147_483_647, message: t('validation_failed'), coerce: false }),
  );

const brandFields = (t: Messages) => ({
  name: name(t),
  slug: slug(t),
  description: description(t).optional(),
  origin: z.preprocess(
    blankIsUndefined,
    textInput({ message: t('text_control_characters') })
      .trim()
      .max(BRAND_ORIGIN_MAX, { error: t('taxonomy_name_length', { max: BRAND_ORIGIN_MAX }) })
      .optional(),
  ),
  is_active: flag(t).optional(),
});

export const brandCreateSchema = (t: Messages) => z.object(brandFields(t));
export const brandUpdateSchema = (t: Messages) => {
  const fields = brandFields(t);
  return z
    .object({
      version: version(t),
      name: fields.name.optional(),
      slug: fields.slug,
      description: fields.description,
      // An empty origin clears it.
      origin: z.union([z.literal(''), fields.origin]).optional(),
      is_active: fields.is_active,
    })
    .strict();
};
export type BrandCreateInput = z.infer<ReturnType<typeof brandCreateSchema>>;
export type BrandUpdateInput = z.infer<ReturnType<typeof brandUpdateSchema>>;

const categoryFields = (t: Messages) => ({
  name: name(t),
  slug: slug(t),
  parent_id: parent(t).optional(),
  position: whole(t, CATEGORY_POSITION_MAX, 'validation_failed').optional(),
  description: description(t).optional(),
  is_active: flag(t).optional(),
});

export const categoryCreateSchema = (t: Messages) => z.object(categoryFields(t));
export const categoryUpdateSchema = (t: Messages) => {
  const fields = categoryFields(t);
  return z
    .object({
      version: version(t),
      name: fields.name.optional(),
      slug: fields.slug,
      parent_id: fields.parent_id,
      position: fields.position,
      description: fields.description,
      is_active: fields.is_active,
    })
    .strict();
};
export type CategoryCreateInput = z.infer<ReturnType<typeof categoryCreateSchema>>;
export type CategoryUpdateInput = z.infer<ReturnType<typeof categoryUpdateSchema>>;

export const BrandSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  /** The letter the shop lists it under (from the name). */
  letter: z.string(),
  description: z.string(),
  origin: z.string().nullable(),
  logo_url: z.string().nullable(),
  is_active: z.boolean(),
  version: z.number(),
});
export type Brand = z.infer<typeof BrandSchema>;

export const CategorySchema = z.object({
  id: z.number(),
  parent_id: z.number().nullable(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  position: z.number(),
  is_active: z.boolean(),
  version: z.number(),
});
export type Category = z.infer<typeof CategorySchema>;
