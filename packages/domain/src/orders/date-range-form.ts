import { z } from '../shared/zod';
import { isIsoDay } from '../shared/date';

const isoDayOrNone = z
  .string()
  .refine((day) => day === '' || isIsoDay(day))
  .transform((day) => (day === '' ? null : day));

/**
 * The order list's date filter (`from`, `to`: WIB days, either may be empty). A range that ends
 * before it starts is refused on `to` with the page's own `reversed` message.
 */
export const createOrderDateRangeSchema = (reversed: string) =>
  z
    .object({ from: isoDayOrNone, to: isoDayOrNone })
    .refine((range) => !range.from || !range.to || range.from <= range.to, {
      message: reversed,
      path: ['to'],
    });
