import { idText, textInput } from '@kilau/domain';
import { PAYMENT_METHODS_LIMIT } from '@kilau/domain/payment';
import { z } from 'zod';

// Messages are catalogue codes: the error handler answers them in the shopper's language.

/** `website`, or the in-store channel (`store`; `sociolla_store` is the original shop's name for it). */
export const ChannelSchema = z
  .enum(['website', 'store', 'sociolla_store'], { error: 'payment_channel_invalid' })
  .default('website')
  .transform((channel) => (channel === 'sociolla_store' ? 'store' : channel));

/** A rupiah amount in a query string: whole, from 0 to a billion; missing is 'Data belum diisi'. */
const amount = textInput({
  error: (issue) =>
    issue.input === undefined || issue.input === '' ? 'required' : 'amount_invalid',
})
  .trim()
  .min(1, { error: 'required' })
  .regex(/^\d{1,10}$/, { error: 'amount_invalid' })
  .transform(Number)
  .pipe(z.number().max(1_000_000_000, { error: 'amount_invalid' }));

export const MethodsQuerySchema = z.object({
  'filter[available_for]': ChannelSchema,
  'filter[total_amount]': amount.optional(),
});

export const PaymentsQuerySchema = z.object({
  'filter[available_for]': ChannelSchema,
  skip: z.coerce
    .number({ error: 'option_invalid' })
    .int({ error: 'option_invalid' })
    .min(0, { error: 'option_invalid' })
    .max(10_000, { error: 'option_invalid' })
    .default(0),
  limit: z.coerce
    .number({ error: 'option_invalid' })
    .int({ error: 'option_invalid' })
    .min(1, { error: 'option_invalid' })
    .max(PAYMENT_METHODS_LIMIT, { error: 'option_invalid' })
    .default(PAYMENT_METHODS_LIMIT),
});

export const BankPromotionsQuerySchema = z.object({
  'filter[payment_method]': textInput()
    .trim()
    .regex(/^[a-z][a-z0-9_]{1,39}$/, { error: 'option_invalid' })
    .optional(),
  'filter[card_bin]': textInput()
    .trim()
    .regex(/^\d{6,8}$/, { error: 'card_bin_invalid' })
    .optional(),
  'filter[total_amount]': amount,
});

export const SavedCardParamsSchema = z.object({
  id: idText(),
});

export const CallbackBodySchema = z.object({
  id_order: z
    .union([textInput().trim().min(1).max(64), z.number().int().positive()], {
      error: 'id_invalid',
    })
    .transform(String),
});

const short = (max: number) => textInput({ error: 'payment_notification_invalid' }).max(max);

/**
 * A Midtrans-style HTTP notification: the fields the signature covers and those the shop reads;
 * everything else the gateway sends is kept as received.
 */
export const NotificationBodySchema = z
  .object({
    order_id: short(100).min(1),
    status_code: short(3).regex(/^\d{3}$/),
    gross_amount: short(30).min(1),
    signature_key: short(256).min(1),
    transaction_status: short(40).min(1),
    transaction_id: short(100).min(1),
    payment_type: short(40).min(1),
    fraud_status: short(20).optional(),
  })
  .loose();
export type NotificationBody = z.infer<typeof NotificationBodySchema>;
