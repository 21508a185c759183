import { ID_PATTERN, textInput, WHOLE_PATTERN } from '../shared/input';
import { z } from '../shared/zod';
import { SERVICE_CODE_PATTERN, SHIPPING_TYPE_FILTERS } from './constants';

// Messages are catalogue codes: the API's error handler answers them in the shopper's language,
// and a missing value gets the spec's default required message.
const requiredOr =
  (code: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null || issue.input === '' ? 'required' : code;

/** A record id: a positive integer, as a number or a numeric string. */
const IdSchema = z
  .union(
    [
      z
        .number()
        .int({ error: 'id_invalid' })
        .positive({ error: 'id_invalid' })
        .max(Number.MAX_SAFE_INTEGER, { error: 'id_invalid' }),
      textInput()
        .trim()
        .regex(ID_PATTERN, { error: requiredOr('id_invalid') }),
    ],
    { error: requiredOr('id_invalid') },
  )
  .transform(Number)
  .pipe(z.number().max(Number.MAX_SAFE_INTEGER, { error: 'id_invalid' }));

/** Rupiah: a whole number from 0, as a number or a numeric string. */
const AmountSchema = z
  .union(
    [
      z
        .number()
        .int({ error: 'shipping_amount_invalid' })
        .min(0, { error: 'shipping_amount_invalid' })
        .max(Number.MAX_SAFE_INTEGER, { error: 'shipping_amount_invalid' }),
      textInput()
        .trim()
        .regex(WHOLE_PATTERN, { error: requiredOr('shipping_amount_invalid') }),
    ],
    { error: requiredOr('shipping_amount_invalid') },
  )
  .transform(Number);

const ShippingTypeSchema = z.enum(SHIPPING_TYPE_FILTERS, { error: 'shipping_type_invalid' });

const ServiceCodeSchema = textInput({ error: requiredOr('shipping_service_invalid') })
  .trim()
  .regex(SERVICE_CODE_PATTERN, { error: requiredOr('shipping_service_invalid') });

/**
 * `GET /user/me/shippings` (000 §7): quotes for one of the member's addresses. `shipping_type`
 * narrows the list (default `all`); the amount is used only when the member has no bag (the
 * bag's own figure decides otherwise).
 */
export const ShippingQuerySchema = z.object({
  'filter[address_id]': IdSchema,
  'filter[shipping_type]': ShippingTypeSchema.default('all'),
  'filter[total_amount_after_discount]': AmountSchema.optional(),
});
export type ShippingQuery = z.output<typeof ShippingQuerySchema>;

/**
 * `POST /user/me/shippings` (000 §7 plus `service_code`, the chosen service): chooses a service
 * for the bag `cart_id` delivered to `address_id`.
 */
export const ShippingSelectionSchema = z.object({
  address_id: IdSchema,
  cart_id: IdSchema,
  service_code: ServiceCodeSchema,
  shipping_type: ShippingTypeSchema.default('all'),
  total_amount_after_discount: AmountSchema.optional(),
});
export type ShippingSelection = z.output<typeof ShippingSelectionSchema>;
