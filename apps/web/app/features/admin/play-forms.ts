import type { Locale } from '@kilau/domain';
import {
  luckyDrawPrizeCreateSchema,
  luckyDrawPrizeUpdateSchema,
  type AdminLuckyDrawPrize,
} from '@kilau/domain/admin';
import { messagesFor } from '@kilau/domain/messages';
import { partnerPrizeCreateSchema, tokensGrantSchema } from '@kilau/domain/rewards';
import { schemaParse } from '~/hooks/schema-parse';
import type { FormParse } from '~/hooks/use-form-validation';

/** The play screens' forms (lucky-draw prizes, partner prizes, token grants). */
export const PLAY_INTENTS = { savePrize: 'save-prize', grantTokens: 'grant-tokens' } as const;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
/** A number field: blank is undefined (the schema names what is missing). */
const number = (form: FormData, name: string) => {
  const value = text(form, name).trim();
  return value === '' ? undefined : Number(value);
};
/** An optional number: blank is null. */
const numberOrNull = (form: FormData, name: string) => number(form, name) ?? null;

export function luckyDrawPrizeBody(form: FormData) {
  const body = {
    name: text(form, 'name'),
    discount_type: text(form, 'discount_type'),
    amount: numberOrNull(form, 'amount'),
    percentage: numberOrNull(form, 'percentage'),
    max_discount: numberOrNull(form, 'max_discount'),
    min_amount: number(form, 'min_amount') ?? 0,
    valid_days: number(form, 'valid_days'),
    quota: number(form, 'quota'),
    weight: number(form, 'weight'),
    is_active: form.get('is_active') === 'on',
  };
  // The code is named once, when the prize is made.
  return form.has('code') ? { code: text(form, 'code'), ...body } : body;
}

/** A new prize is read by the create schema, an edit by the update schema (no code). */
export const parseLuckyDrawPrizeForm = (locale: Locale, isNew: boolean): FormParse<object> =>
  isNew
    ? schemaParse(luckyDrawPrizeCreateSchema(messagesFor(locale)), luckyDrawPrizeBody)
    : schemaParse(luckyDrawPrizeUpdateSchema(messagesFor(locale)), (form) => ({
        ...luckyDrawPrizeBody(form),
        version: number(form, 'version'),
      }));

/** The prize's chance of being drawn now: its weight over those of the prizes still left. */
export function oddsNow(prize: AdminLuckyDrawPrize, prizes: readonly AdminLuckyDrawPrize[]) {
  if (!prize.is_active || prize.remaining <= 0) return 0;
  const total = prizes
    .filter((each) => each.is_active && each.remaining > 0)
    .reduce((sum, each) => sum + each.weight, 0);
  return total === 0 ? 0 : prize.weight / total;
}

export function partnerPrizeBody(form: FormData) {
  const image = text(form, 'image_url').trim();
  return {
    kind: text(form, 'kind'),
    partner_name: text(form, 'partner_name'),
    name: text(form, 'name'),
    name_en: text(form, 'name_en'),
    cost: number(form, 'cost'),
    balance_kind: text(form, 'balance_kind'),
    stock: numberOrNull(form, 'stock'),
    is_active: form.get('is_active') === 'on',
    image_url: image === '' ? null : image,
    position: number(form, 'position') ?? 0,
  };
}

export const parsePartnerPrizeForm = (locale: Locale) =>
  schemaParse(partnerPrizeCreateSchema(messagesFor(locale)), partnerPrizeBody);

export const tokensBody = (form: FormData) => ({
  delta: number(form, 'delta'),
  reason: text(form, 'reason'),
});
export const parseTokensForm = (locale: Locale) =>
  schemaParse(tokensGrantSchema(messagesFor(locale)), tokensBody);

/** What these pages' actions answer; the form shows it. */
export type { PromotionActionData as PlayActionData } from './lib/promotion-intents';
