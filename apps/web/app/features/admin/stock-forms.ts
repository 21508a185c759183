import type { Locale } from '@kilau/domain';
import {
  brandCreateSchema,
  brandUpdateSchema,
  categoryCreateSchema,
  categoryUpdateSchema,
  stockAdjustmentSchema,
  storeStockCountSchema,
} from '@kilau/domain/admin';
import { messagesFor } from '@kilau/domain/messages';
import { schemaParse } from '~/hooks/schema-parse';
import { formValues } from '~/hooks/use-form-validation';

/**
 * The stock, brand and category forms, read by the domain's schemas in the browser and again in
 * the route actions, with the same messages.
 */
export const parseStockAdjustment = (locale: Locale) =>
  schemaParse(stockAdjustmentSchema(messagesFor(locale)), (form) => {
    const { intent: _intent, ...values } = formValues(form);
    return values;
  });

/** A store's count of one row (`/admin/store-stock`): the figure counted and the reason. */
export const parseStoreStockCount = (locale: Locale) =>
  schemaParse(storeStockCountSchema(messagesFor(locale)), (form) => ({
    quantity: form.get('quantity') ?? undefined,
    reason: form.get('reason') ?? '',
  }));

/** A checkbox is sent only when ticked: an edit form says `is_active` either way. */
const withActive = (form: FormData) => {
  const { intent: _intent, id: _id, key: _key, ...values } = formValues(form);
  return { ...values, is_active: form.get('is_active') === 'on' };
};

export const parseBrandCreate = (locale: Locale) =>
  schemaParse(brandCreateSchema(messagesFor(locale)), withActive);
export const parseBrandUpdate = (locale: Locale) =>
  schemaParse(brandUpdateSchema(messagesFor(locale)), withActive);
export const parseCategoryCreate = (locale: Locale) =>
  schemaParse(categoryCreateSchema(messagesFor(locale)), withActive);
export const parseCategoryUpdate = (locale: Locale) =>
  schemaParse(categoryUpdateSchema(messagesFor(locale)), withActive);

export const STOCK_INTENTS = { adjust: 'adjust-stock' } as const;
export const TAXONOMY_INTENTS = {
  createBrand: 'create-brand',
  updateBrand: 'update-brand',
  uploadLogo: 'upload-logo',
  createCategory: 'create-category',
  updateCategory: 'update-category',
} as const;

/** What a stock, brand or category page's action answers; the form that asked shows it. */
export type StockActionData = {
  intent: string;
  /** The dialog that asked (its hidden `key`), so only that one shows the answer. */
  key?: string;
  /** The row (combination, brand, category) the write was about. */
  id?: number;
  ok: boolean;
  message?: string;
  fields?: Record<string, string>;
};
