import { createContext, useContext } from 'react';

/**
 * The seam between the shelves and the bag (000 §4 "Add to bag from a tile", "Buy now"): the
 * catalogue builds what to add; the cart feature — provided by the shell — decides how (a
 * member's server cart, or a guest's bag in the browser after the server's rule check), shows
 * the notification, the confirmation and the failures, and answers how it went.
 */

export type BagPackPart = { product_id: string; combination_id: string };

export type BagEgiftInfo = {
  recipient_email: string;
  recipient_name?: string;
  sender_name?: string;
  message?: string;
  delivery_date: string;
};

/** The cart API's add body (design/the-bag.md `POST /carts`), without `confirm_replace`. */
export type BagAddRequest = {
  product: {
    id: string;
    combination_id: string;
    quantity: number;
    is_pack?: boolean;
    pack?: BagPackPart[];
    is_special_price?: boolean;
    special_price_voucher_id?: string;
    is_applied_free_product?: boolean;
    applied_free_products_voucher_id?: string;
  };
  action?: 'add';
  reference?: {
    verb?: string;
    location_id?: string;
    location_type?: string;
    slug?: string;
    route?: string;
  };
  is_pre_order?: boolean;
  from_product_detail?: boolean;
  egift_info?: BagEgiftInfo;
};

/** `buy` is BUY NOW: members go to the bag, guests log in first and then go (000 §4). */
export type BagAddMode = 'add' | 'buy';

/** How an add went: added, refused (the shopper was told why), or cancelled at the confirmation. */
export type BagAddOutcome = 'added' | 'refused' | 'cancelled';

export type BagActions = {
  add(request: BagAddRequest, mode?: BagAddMode): Promise<BagAddOutcome>;
};

const BagActionsContext = createContext<BagActions | null>(null);

export const BagActionsProvider = BagActionsContext.Provider;

export function useBagActions(): BagActions {
  const actions = useContext(BagActionsContext);
  if (!actions) throw new Error('useBagActions() needs the bag provider above it.');
  return actions;
}
