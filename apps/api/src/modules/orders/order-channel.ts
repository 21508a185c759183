import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../lib/app-error';
import type { CheckoutPorts, OrderChannel } from './ports';

/** An order (or a bag) with a store id is paid in that store; any other on the website. */
export const channelOf = (storeId: number | null): OrderChannel =>
  storeId === null ? 'website' : 'store';

/**
 * Placement's refusal of a method its channel does not offer (docs/design/store-collection.md):
 * a store order hears that the method is not a store's; a website order naming a store-only
 * method (pay at the cashier) hears that it is for stores; anything else stays
 * `payment_method_unavailable` (or the caller's own message).
 */
export async function methodRefusal(
  ports: Pick<CheckoutPorts, 'method'>,
  tx: Kysely<Database>,
  input: { code: string; amount: number; channel: OrderChannel },
  otherwise:
    | 'payment_method_unavailable'
    | 'pay_again_method_unavailable' = 'payment_method_unavailable',
): Promise<AppError> {
  if (input.channel === 'store') {
    return new AppError(422, 'payment_method_unavailable', 'payment_method_not_for_store');
  }
  const storeOnly =
    (await ports.method(tx, input.code, input.amount, 'store')) !== null &&
    (await ports.method(tx, input.code, input.amount, 'website')) === null;
  return new AppError(
    422,
    'payment_method_unavailable',
    storeOnly ? 'payment_method_not_for_website' : otherwise,
  );
}
