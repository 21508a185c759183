import { z } from '../shared/zod';
import { translate } from '../messages';
import type { Locale } from '../shared/locale';

/** The API keeps at most this many characters of a cancellation reason. */
export const CANCEL_REASON_MAX = 200;

/**
 * The cancel form of the order history (000 §4): a reason, chosen or written (required, cut to
 * what the API keeps), and the order's reference. The form and the route action read it.
 */
export const createCancelOrderSchema = (locale: Locale) =>
  z.object({
    cancellation_reason: z
      .string()
      .trim()
      .min(1, translate('required', locale))
      .transform((reason) => reason.slice(0, CANCEL_REASON_MAX)),
    reference_code: z.string(),
  });

export type CancelOrderInput = z.output<ReturnType<typeof createCancelOrderSchema>>;
