import { requiredText } from '../accounts/fields';
import type { Messages } from '../messages';
import { textInput, wholeNumber } from '../shared/input';
import { z } from '../shared/zod';
import { PRIZE_KINDS, REWARD_BALANCE_KINDS, REWARD_LIMITS } from './constants';

/** The back office's partner prizes (docs/design/rewards.md "The back office"). */
const fields = (t: Messages) => ({
  kind: z.enum(PRIZE_KINDS, { error: t('option_invalid') }),
  partner_name: requiredText(t).max(REWARD_LIMITS.partnerName, { error: t('validation_failed') }),
  name: requiredText(t).max(REWARD_LIMITS.prizeName, { error: t('validation_failed') }),
  name_en: requiredText(t).max(REWARD_LIMITS.prizeName, { error: t('validation_failed') }),
  cost: wholeNumber({
    min: 1,
    max: REWARD_LIMITS.costMax,
    coerce: false,
    message: t('number_out_of_range', { min: 1, max: REWARD_LIMITS.costMax }),
  }),
  balance_kind: z.enum(REWARD_BALANCE_KINDS, { error: t('option_invalid') }),
  /** Prizes left; null = unlimited. */
  stock: wholeNumber({
    min: 0,
    max: REWARD_LIMITS.stockMax,
    coerce: false,
    message: t('number_out_of_range', { min: 0, max: REWARD_LIMITS.stockMax }),
  }).nullable(),
  is_active: z.boolean({ error: t('validation_failed') }),
  image_url: textInput({ message: t('text_control_characters') })
    .trim()
    .max(REWARD_LIMITS.imageUrl, { error: t('validation_failed') })
    .regex(/^(https:\/\/|\/media\/)\S+$/, { error: t('url_invalid') })
    .nullable(),
  position: wholeNumber({
    min: 0,
    max: 32_767,
    coerce: false,
    message: t('number_out_of_range', { min: 0, max: 32_767 }),
  }),
});

export const partnerPrizeCreateSchema = (t: Messages) => {
  const f = fields(t);
  return z.object({
    ...f,
    stock: f.stock.default(null),
    is_active: f.is_active.default(true),
    image_url: f.image_url.default(null),
    position: f.position.default(0),
  });
};
export type PartnerPrizeCreateInput = z.infer<ReturnType<typeof partnerPrizeCreateSchema>>;

/** An edit names the `version` it was read at; every other field is optional. */
export const partnerPrizeEditSchema = (t: Messages) =>
  z.object({
    ...z.object(fields(t)).partial().shape,
    version: wholeNumber({
      min: 1,
      max: 2_147_483_647,
      coerce: false,
      message: t('validation_failed'),
    }),
  });
export type PartnerPrizeEditInput = z.infer<ReturnType<typeof partnerPrizeEditSchema>>;
