import type { Place, SavedAddress } from '@kilau/domain/accounts';
import type { CartView } from '@kilau/domain/cart';
import type { OrderDetailView, OrderLineView, PlacedOrderView } from '@kilau/domain/orders';
import type {
  BankPromotionOffer as PaymentBankPromotionOffer,
  CompanyBankAccount as PaymentCompanyBankAccount,
  PaymentMethodView,
  SavedCard as PaymentSavedCard,
} from '@kilau/domain/payment';
import type { ShippingMethod } from '@kilau/domain/shipping';

/**
 * What the checkout screens read (design/checkout-and-payment.md "Seams", as built). Only the fields the screens show
 * are named; the API may send more. The bag is the cart API's own view (the route loads it).
 */
export type CheckoutBag = CartView;

/** A saved address as the shipping step reads it (`GET /api/users/me/addresses`, 000 §3). */
export type CheckoutAddress = Pick<
  SavedAddress,
  | '_id'
  | 'title'
  | 'contact'
  | 'phone'
  | 'address1'
  | 'address2'
  | 'province'
  | 'city'
  | 'zipcode'
  | 'is_default'
> & { district: Place | null; subdistrict: Place | null };

/** A shipping method as `GET|POST /api/shipping/user/me/shippings` answer it. */
export type { ShippingMethod } from '@kilau/domain/shipping';

/** The methods for the chosen address, or why there are none to show. */
export type ShippingMethodsRead =
  | { state: 'ready'; methods: ShippingMethod[] }
  | { state: 'refused'; message: string; errorCode: string | null }
  | { state: 'no_address' };

/** The shipping step's data: the bag, the member's addresses, the chosen one and its methods. */
export type ShippingStepData = {
  bag: CheckoutBag;
  addresses: CheckoutAddress[];
  addressId: string | null;
  methods: ShippingMethodsRead;
  /** A message the step was reached with (`?message=invalid_address` after placing). */
  notice: string | null;
};

/** A delivery address as the order keeps it (a snapshot taken when the order was placed). */
export type { OrderDeliveryAddress } from '@kilau/domain/orders';

/** The gateway's answer kept on the order (Midtrans Core API shapes, design/checkout-and-payment.md `Charge`). */
export type { OrderPayment } from '@kilau/domain/orders';

/** A line of a placed order: the bag line's view, with what was paid. */
export type PlacedOrderLine = Pick<OrderLineView, 'quantity' | 'unit_price' | 'total_price'> &
  Partial<OrderLineView>;

/**
 * What placement answers, and `GET /api/order/orders/:id`: the domain's placed order, and the
 * detail's fields (lines, address, shipping…) when the detail was read.
 */
export type PlacedOrder = PlacedOrderView &
  Partial<Omit<OrderDetailView, keyof PlacedOrderView | 'products'>> & {
    products?: PlacedOrderLine[];
  };

/** A company bank account for a manual transfer (the payment methods' `bank_transfer_list`). */
export type CompanyBankAccount = Pick<
  PaymentCompanyBankAccount,
  'id_bank_account' | 'bank_name' | 'account_number' | 'account_name'
> &
  Partial<PaymentCompanyBankAccount>;

/** `GET /api/payment/payment-methods`: the recommendation, the groups, the flat list. */
export type { PaymentMethodsAnswer } from '@kilau/domain/payment';

/** How the outcome pages name a payment method: its name and logo, and transfer accounts. */
export type PaymentMethodInfo = {
  code: string;
  name: string;
  logo: string | null;
  bankAccounts: CompanyBankAccount[];
};

/** A payment method as the chooser lists it (`GET /api/payment/payment-methods`, 000 §3). */
export type ChooserMethod = Pick<PaymentMethodView, 'code' | 'name' | 'category'> &
  Partial<Omit<PaymentMethodView, 'bank_transfer_list'>> & {
    bank_transfer_list?: CompanyBankAccount[];
  };

/** The chooser: the member's last method (the recommendation) and the methods in order. */
export type PaymentChooser = {
  lastPaymentMethod: string | null;
  methods: ChooserMethod[];
  bankAccounts: CompanyBankAccount[];
};

/** A bank promotion judged for this order (`GET /api/payment/bank-promotions`, 000 §3). */
export type BankPromotionOffer = Pick<
  PaymentBankPromotionOffer,
  'id_bank_promotion' | 'discount_type' | 'discount_value' | 'is_eligible'
> &
  Partial<PaymentBankPromotionOffer>;

/** A saved card (`GET /api/payment/midtrans-tokens`): only what the gateway lets the shop keep. */
export type SavedCard = Pick<
  PaymentSavedCard,
  '_id' | 'saved_token_id' | 'masked_card' | 'card_brand' | 'expiry_month' | 'expiry_year'
>;

/** What the payment step's page is given. */
export type PaymentStepData = {
  bag: CheckoutBag;
  /** Null for a self-checkout order (collected in the store: no address, no shipping). */
  address: CheckoutAddress | null;
  shipping: ShippingMethod | null;
  /** The store a self-checkout order is collected in (issue 23); null for a delivery. */
  pickupStore: string | null;
  chooser: PaymentChooser;
  /** The chosen method (from `?method=`), when it is offered. */
  methodCode: string | null;
  promotions: BankPromotionOffer[];
  savedCards: SavedCard[];
  notice: string | null;
};
