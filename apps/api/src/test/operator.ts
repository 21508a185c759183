// Test support for the operator API: an operator, orders placed through the real placement call
// (the orders tests' app: fixed shipping quote, recording gateway), and the advance call.
import { expect } from 'vitest';
import { registerMember } from './members';
import {
  memberWithBag,
  SHIPPING_FEE,
  type memberAtPayment,
  type buildOrdersApp,
  type SellableCombination,
} from './orders';

export {
  buildOrdersApp,
  defineVoucher,
  memberAtPayment,
  memberWithBag,
  ordersAppWithGoods,
  placeOrderOf,
  pointsOf,
  sellable,
  SHIPPING_FEE,
  type SellableCombination,
} from './orders';
export { registerMember } from './members';

type Env = Awaited<ReturnType<typeof buildOrdersApp>>;
export type Caller = Awaited<ReturnType<typeof registerMember>>;

/** A registered member made an operator. */
export async function operatorOf(env: Env): Promise<Caller> {
  const who = await registerMember(env.app);
  await env.db.updateTable('users').set({ role: 'operator' }).where('id', '=', who.id).execute();
  return who;
}

/** A member's order for `quantity` of `item`, paid by BCA VA (Awaiting bank wire payment). */
export async function placeOrder(
  env: Env,
  item: SellableCombination,
  quantity = 2,
  member?: Awaited<ReturnType<typeof memberAtPayment>>,
) {
  const { who, addressId, cartId } = await memberWithBag(env, item, quantity, member);
  const res = await who.inject({
    method: 'POST',
    url: '/api/order/orders',
    payload: {
      cart_id: String(cartId),
      payment_method: 'bca_virtual_account',
      total_price: item.price * quantity + SHIPPING_FEE,
    },
  });
  expect(res.statusCode).toBe(201);
  const order = res.json().data as { _id: string; reference_code: string; total_paid: number };
  return { who, addressId, order };
}

export const advance = (
  operator: Caller,
  reference: string,
  body: { state: string | number; note?: string; carrier_code?: string },
) =>
  operator.inject({ method: 'POST', url: `/api/ops/orders/${reference}/advance`, payload: body });

/** Advances through each state in turn, each expected to succeed. */
export async function advanceThrough(operator: Caller, reference: string, states: string[]) {
  for (const state of states) {
    const res = await advance(operator, reference, { state });
    expect(res.statusCode, `${state}: ${res.body}`).toBe(200);
  }
}
