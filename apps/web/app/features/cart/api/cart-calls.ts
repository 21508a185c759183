import type { CartAddAnswer, GuestCheckAnswer, MergeAnswer } from '@kilau/domain/cart';
import type { ApiClient, ApiResult } from '~/lib/api-client';
import type { BagAddRequest } from '~/lib/bag-actions';
import { storeCartFields } from '~/lib/store-mode';
import { CART_API, type Cart, type CartLine, type GuestLine } from '~/lib/cart-api';

/** The cart API's answers the bag flows read (design/the-bag.md "The contract"; ADR 0020). */
export type AddAnswer = Omit<CartAddAnswer, 'line'> & { line: CartLine };

/** The guest check's answer: its line is not stored, so its `_id` is null. */
export type { GuestCheckAnswer as CheckAnswer, MergeAnswer } from '@kilau/domain/cart';

/** A line the merge could not add in full, with how many of its units it still added. */
export type MergeIssue = MergeAnswer['issues'][number];

/** The refusal that asks before a pre-order empties the bag (409, design/the-bag.md decision 4). */
export const PREORDER_MIX_CONFIRM = 'cart_preorder_mix_confirm';

/**
 * The bag's calls from the browser (members: their server cart; guests: the rule check). In a
 * store's self-checkout mode (`storeId`) an add carries `store_id` and `source` (issue 23).
 */
export function cartCalls(api: ApiClient, storeId: number | null = null) {
  return {
    add: (request: BagAddRequest, confirmReplace = false): Promise<ApiResult<AddAnswer>> =>
      api.post<AddAnswer>(CART_API.add, {
        ...request,
        ...storeCartFields(storeId === null ? null : { storeId }),
        action: 'add',
        ...(confirmReplace ? { confirm_replace: true } : {}),
      }),
    check: (lines: GuestLine[], product: GuestLine): Promise<ApiResult<GuestCheckAnswer>> =>
      api.post<GuestCheckAnswer>(CART_API.check, { lines, product }),
    merge: (mergeKey: string, lines: GuestLine[]): Promise<ApiResult<MergeAnswer>> =>
      api.post<MergeAnswer>(CART_API.merge, { merge_key: mergeKey, lines }),
    cart: (): Promise<ApiResult<Cart>> => api.get<Cart>(CART_API.cart),
  };
}

export type CartCalls = ReturnType<typeof cartCalls>;
