import { messagesFor, type MessagesIn } from '../messages';
import { idInput, textInput, wholeNumber } from '../shared/input';
import { isIsoDay } from '../shared/date';
import { z } from '../shared/zod';
import { checkAuthenticityCode } from './codes';
import { AUTHENTICITY_BATCH_CODES_MAX, AUTHENTICITY_BATCH_NUMBER_MAX } from './constants';

/**
 * A check's body: `{ code }` as typed (dashes, spaces, lower case allowed) → the normalised code,
 * or `required` / `authenticity_code_invalid`.
 */
export const createAuthenticityCheckSchema = (locale?: MessagesIn) => {
  const messages = messagesFor(locale);
  return z.object({
    code: z.string({ error: messages('required') }).transform((typed, context) => {
      const checked = checkAuthenticityCode(typed);
      if (checked.ok) return checked.value;
      context.addIssue({ code: 'custom', message: messages(checked.code) });
      return z.NEVER;
    }),
  });
};
export type AuthenticityCheckInput = z.output<ReturnType<typeof createAuthenticityCheckSchema>>;

const day = (messages: ReturnType<typeof messagesFor>) =>
  textInput()
    .trim()
    .refine(isIsoDay, { error: messages('date_invalid') });

/**
 * A new batch (the back office): a product, or one of its shades or sizes (`combination_id`,
 * which names the product too), the batch number printed on the pack, production and expiry
 * days (`YYYY-MM-DD`, expiry after production) and how many codes to make.
 */
export const createAuthenticityBatchSchema = (locale?: MessagesIn) => {
  const messages = messagesFor(locale);
  return z
    .object({
      product_id: idInput('product_not_found').optional(),
      combination_id: idInput('stock_combination_not_found').optional(),
      batch_number: textInput()
        .trim()
        .min(1, messages('required'))
        .max(AUTHENTICITY_BATCH_NUMBER_MAX, messages('authenticity_batch_number_invalid'))
        .regex(/^[A-Za-z0-9][A-Za-z0-9./_-]*$/, messages('authenticity_batch_number_invalid')),
      produced_on: day(messages),
      expires_on: day(messages),
      code_count: wholeNumber({ min: 1, max: AUTHENTICITY_BATCH_CODES_MAX }),
    })
    .superRefine((batch, context) => {
      if (batch.product_id === undefined && batch.combination_id === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['combination_id'],
          message: messages('authenticity_product_required'),
        });
      }
      if (isIsoDay(batch.produced_on) && isIsoDay(batch.expires_on)) {
        if (batch.expires_on <= batch.produced_on) {
          context.addIssue({
            code: 'custom',
            path: ['expires_on'],
            message: messages('authenticity_expiry_before_production'),
          });
        }
      }
    });
};
export type AuthenticityBatchInput = z.output<ReturnType<typeof createAuthenticityBatchSchema>>;
