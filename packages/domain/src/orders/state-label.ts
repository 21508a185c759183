import { translate, type MessageCode } from '../messages';
import type { Locale } from '../shared/locale';
import { ORDER_STATE_NAMES, type OrderStateId } from './lifecycle';

const CODE_BY_NAME = new Map<string, MessageCode>(
  Object.entries(ORDER_STATE_NAMES).map(([id, name]) => [
    name.toLowerCase(),
    `order_state_${id as `${OrderStateId}`}`,
  ]),
);

/**
 * An order state's name as the shopper reads it (ADR 0030): the stored name (which the status
 * groups match, 000 §4) in English, its Indonesian rendering in Indonesian. A name the shop does
 * not know is shown as it came.
 */
export function orderStateLabel(name: string, locale: Locale): string {
  const code = CODE_BY_NAME.get(name.trim().toLowerCase());
  return code ? translate(code, locale) : name;
}
