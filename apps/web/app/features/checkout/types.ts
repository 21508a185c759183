import type { CartView } from '@kilau/domain/cart';

/**
 * What the checkout screens read (ADR 0012 "Seams", as built). Only the fields the screens show
 * are named; the API may send more. The bag is the cart API's own view (the route loads it).
 */
export type CheckoutBag = CartView;

/** A place of an address: its region code and name. */
export type AddressPlace = { id: string; name: string };

/** A saved address as the shipping step shows it (`GET /api/users/me/addresses`, 000 §3). */
export type CheckoutAddress = {
  _id: string;
  title: string;
  contact: string;
  phone: string;
  address1: string;
  address2: string;
  province: AddressPlace;
  city: AddressPlace;
  district: AddressPlace | null;
  subdistrict: AddressPlace | null;
  zipcode: string;
  is_default: boolean;
};

/** A shipping method as `GET|POST /api/shipping/user/me/shippings` answer it. */
export type ShippingMethod = {
  _id: string;
  code: string;
  name: string;
  service_name: string;
  shipping_type: 'regular' | 'express' | 'same_day' | string;
  shipping_type_label: string;
  carrier: { code: string; name: string; logo: string; can_track: boolean };
  fee: number;
  discount: number;
  fee_after_discount: number;
  is_free: boolean;
  discount_source: 'free_shipping_limit' | 'voucher' | null;
  eta: {
    min_days: number;
    max_days: number;
    arrives_from: string;
    arrives_to: string;
    text: string;
  };
  weight_grams: number;
  billed_weight_kg: number;
  is_selected: boolean;
};

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
export type OrderDeliveryAddress = {
  id?: string;
  title?: string | null;
  contact?: string | null;
  phone?: string | null;
  street1?: string | null;
  street2?: string | null;
  zipcode?: string | null;
};

/** The gateway's answer kept on the order (Midtrans Core API shapes, ADR 0012 `Charge`). */
export type OrderPayment = {
  transaction_id?: string;
  status?: string;
  payment_type?: string;
  va_numbers?: Array<{ bank: string; va_number: string }>;
  permata_va_number?: string;
  bill_key?: string;
  biller_code?: string;
  payment_code?: string;
  store?: string;
  actions?: Array<{ name: string; method: string; url: string; fields?: Record<string, string> }>;
  redirect_url?: string;
  expiry_time?: string;
  masked_card?: string;
  qr_string?: string;
  [field: string]: unknown;
};

/** A line of a placed order: the bag line's view, with what was paid. */
export type PlacedOrderLine = {
  id?: string;
  name?: string;
  image?: string | null;
  brand?: { name?: string } | null;
  combination_name?: string | null;
  combination?: { attributes?: Record<string, { name: string } | null> } | null;
  quantity: number;
  unit_price: number;
  total_price: number;
};

/** `GET /api/order/orders/:id` (and what placement answers). */
export type PlacedOrder = {
  _id: string;
  reference_code: string;
  cart_id: string;
  state: { id: number; name: string };
  payment_method: string;
  payment_status: string;
  subtotal: number;
  discount: number;
  shipping_fee: number;
  shipping_discount: number;
  total_paid: number;
  payment_due_at: string | null;
  redirect_url: string | null;
  payment: OrderPayment | null;
  created_at?: string;
  delivery_address?: OrderDeliveryAddress | null;
  shipping?: {
    carrier_name?: string;
    service_name?: string;
    eta_min_days?: number;
    eta_max_days?: number;
  } | null;
  products?: PlacedOrderLine[];
};

/** A company bank account for a manual transfer (the payment methods' `bank_transfer_list`). */
export type CompanyBankAccount = {
  id_bank_account: string | number;
  bank_code?: string;
  bank_name: string;
  account_number: string;
  account_name: string;
  branch?: string | null;
  logo?: string | null;
};

/** How the outcome pages name a payment method: its name and logo, and transfer accounts. */
export type PaymentMethodInfo = {
  code: string;
  name: string;
  logo: string | null;
  bankAccounts: CompanyBankAccount[];
};

/** A payment method as the chooser lists it (`GET /api/payment/payment-methods`, 000 §3). */
export type ChooserMethod = {
  id?: number;
  code: string;
  name: string;
  logo?: string | null;
  category: string;
  category_name?: string;
  position?: number;
  available_for?: string | string[] | null;
  min_amount?: number;
  max_amount?: number | null;
  /** Kredivo's terms in months (1 is its 30-day "pay later"). */
  installment_terms?: number[];
  description?: string | null;
  flow?: string | null;
  /** Within the method's limits for this order's total. */
  is_available?: boolean;
  bank_transfer_list?: CompanyBankAccount[];
};

/** The chooser: the member's last method (the recommendation) and the methods in order. */
export type PaymentChooser = {
  lastPaymentMethod: string | null;
  methods: ChooserMethod[];
  bankAccounts: CompanyBankAccount[];
};

/** A bank promotion judged for this order (`GET /api/payment/bank-promotions`, 000 §3). */
export type BankPromotionOffer = {
  id_bank_promotion: string | number;
  index?: number;
  bank_name?: string;
  bank?: { name?: string };
  title?: string | null;
  description?: string | null;
  discount_type: 'percentage' | 'amount';
  discount_value: number;
  max_discount?: number | null;
  min_order?: number | null;
  is_eligible: boolean;
  is_apply?: boolean;
  /** Why it does not apply, as a sentence. */
  message?: string | null;
  /** Rupiah it takes off this order, and what is left to pay for the goods. */
  discount?: number;
  additional_total_order?: number;
  total_paid_after_disc?: number;
};

/** A saved card (`GET /api/payment/midtrans-tokens`): only what the gateway lets the shop keep. */
export type SavedCard = {
  _id: string;
  saved_token_id: string;
  masked_card: string;
  card_brand?: string | null;
  expiry_month?: string | null;
  expiry_year?: string | null;
};

/** What the payment step's page is given. */
export type PaymentStepData = {
  bag: CheckoutBag;
  address: CheckoutAddress;
  shipping: ShippingMethod;
  chooser: PaymentChooser;
  /** The chosen method (from `?method=`), when it is offered. */
  methodCode: string | null;
  promotions: BankPromotionOffer[];
  savedCards: SavedCard[];
  notice: string | null;
};
