import { z } from '../shared/zod';
import type { MessagesIn } from '../messages';
import { messagesFor } from '../messages';

/**
 * `POST wishlist` (000 §3 "Wishlist add payload: product_id, product_combination_id"). Ids are
 * positive integers, or the `_id` strings tiles carry.
 */
export const createWishlistToggleSchema = (locale?: MessagesIn) => {
  const t = messagesFor(locale);
  const id = z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : value),
    z
      .number({ error: (issue) => t(issue.input === undefined ? 'required' : 'option_invalid') })
      .int({ error: t('option_invalid') })
      .positive({ error: t('option_invalid') })
      .max(Number.MAX_SAFE_INTEGER, { error: t('option_invalid') }),
  );
  return z.object({ product_id: id, product_combination_id: id });
};

export const WishlistToggleSchema = createWishlistToggleSchema();
export type WishlistToggle = z.infer<typeof WishlistToggleSchema>;
