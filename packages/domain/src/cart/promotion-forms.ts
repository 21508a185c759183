import { z } from '../shared/zod';
import { translate, type MessageCode } from '../messages';
import type { Locale } from '../shared/locale';
import type { Result } from '../shared/result';
import { normalizeVoucherCode, preparePointsRedemption } from './promotions';

/** A domain rule as a zod field: its value, or its refusal's message in `locale`. */
const ruleField =
  <T>(rule: (typed: string) => Result<T, MessageCode>, locale: Locale) =>
  (typed: string, context: z.RefinementCtx) => {
    const checked = rule(typed);
    if (checked.ok) return checked.value;
    context.addIssue({
      code: 'custom',
      message: translate(checked.code, locale, checked.params ?? {}),
    });
    return z.NEVER;
  };

/** The bag's voucher form (`voucher_code`): whitespace removed, required (000 §5). */
export const createVoucherCodeSchema = (locale: Locale) =>
  z.object({ voucher_code: z.string().transform(ruleField(normalizeVoucherCode, locale)) });

/**
 * The bag's points form (`points`): a nonzero whole number up to the balance (000 §5), and no
 * more than the bag can take (`max`, with the page's own `aboveMax` message). The page knows
 * both; the route action, which posts to the API that checks them again, passes neither.
 */
export const createPointsAmountSchema = (
  locale: Locale,
  limits: { balance: number; max: number; aboveMax: string } | null = null,
) =>
  z.object({
    points: z
      .string()
      .transform(
        ruleField(
          (typed) =>
            preparePointsRedemption({
              points: typed.trim() === '' ? 0 : Number(typed),
              loggedIn: true,
              ...(limits ? { balance: limits.balance } : {}),
            }),
          locale,
        ),
      )
      .refine((points) => !limits || points <= limits.max, limits?.aboveMax),
  });
