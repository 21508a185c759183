import type { ApiClient, ApiResult } from '~/lib/api-client';
import type { BagAddRequest } from '~/lib/bag-actions';
import { CART_API, type Cart, type CartLine, type GuestLine } from '~/lib/cart-api';

/** The cart API's answers the bag flows read (design/the-bag.md "The contract"). */
export type AddAnswer = { _id: string; count: number; line: CartLine };

export type CheckAnswer =
  | { outcome: 'add'; quantity: number; line: CartLine }
  | { outcome: 'confirm_replace'; code: string; message: string; removes: unknown[] };

export type MergeIssue = {
  id: string;
  combination_id: string;
  code: string;
  message: string;
  /** How many of the line's units were still added (0 when none). */
  added: number;
};

export type MergeAnswer = {
  _id: string | null;
  count: number;
  added: { id: string; combination_id: string; quantity: number }[];
  issues: MergeIssue[];
  replayed: boolean;
};

/** The refusal that asks before a pre-order empties the bag (409, design/the-bag.md decision 4). */
export const PREORDER_MIX_CONFIRM = 'cart_preorder_mix_confirm';

/** The bag's calls from the browser (members: their server cart; guests: the rule check). */
export function cartCalls(api: ApiClient) {
  return {
    add: (request: BagAddRequest, confirmReplace = false): Promise<ApiResult<AddAnswer>> =>
      api.post<AddAnswer>(CART_API.add, {
        ...request,
        action: 'add',
        ...(confirmReplace ? { confirm_replace: true } : {}),
      }),
    check: (lines: GuestLine[], product: GuestLine): Promise<ApiResult<CheckAnswer>> =>
      api.post<CheckAnswer>(CART_API.check, { lines, product }),
    merge: (mergeKey: string, lines: GuestLine[]): Promise<ApiResult<MergeAnswer>> =>
      api.post<MergeAnswer>(CART_API.merge, { merge_key: mergeKey, lines }),
    cart: (): Promise<ApiResult<Cart>> => api.get<Cart>(CART_API.cart),
  };
}

export type CartCalls = ReturnType<typeof cartCalls>;
