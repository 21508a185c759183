import { apiTimestamp } from '../shared/response';
import { z } from '../shared/zod';

/** What the payment calls answer (ADR 0020): the API's response schemas and the web's types. */

/** A company bank account for a manual transfer (the payment methods' `bank_transfer_list`). */
export const CompanyBankAccountSchema = z.object({
  id: z.number(),
  id_bank_account: z.number(),
  bank_code: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  account_name: z.string(),
  branch: z.string(),
  logo: z.string(),
});
export type CompanyBankAccount = z.infer<typeof CompanyBankAccountSchema>;

/** A payment method as the chooser lists it (`GET /api/payment/payment-methods`, 000 §3). */
export const PaymentMethodViewSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  logo: z.string(),
  category: z.string(),
  category_name: z.string(),
  position: z.number(),
  available_for: z.array(z.string()),
  min_amount: z.number(),
  max_amount: z.number().nullable(),
  /** Kredivo's terms in months (1 is its 30-day "pay later"). */
  installment_terms: z.array(z.number()),
  description: z.string(),
  flow: z.string().nullable(),
  /** Within the method's limits for `filter[total_amount]` (true without one). */
  is_available: z.boolean(),
  bank_transfer_list: z.array(CompanyBankAccountSchema).optional(),
});
export type PaymentMethodView = z.infer<typeof PaymentMethodViewSchema>;

/** `GET /api/payment/payment-methods`: the recommendation, the groups, the flat list. */
export const PaymentMethodsAnswerSchema = z.object({
  last_payment_method: z.string().nullable(),
  categories: z.array(
    z.object({
      category: z.string(),
      name: z.string(),
      payment_methods: z.array(PaymentMethodViewSchema),
    }),
  ),
  payment_methods: z.array(PaymentMethodViewSchema),
  bank_transfer_list: z.array(CompanyBankAccountSchema),
});
export type PaymentMethodsAnswer = z.infer<typeof PaymentMethodsAnswerSchema>;

/** A bank promotion judged for an order (`GET /api/payment/bank-promotions`, 000 §3). */
export const BankPromotionOfferSchema = z.object({
  id_bank_promotion: z.number(),
  index: z.number(),
  bank_name: z.string(),
  bank: z.object({ name: z.string() }),
  title: z.string(),
  description: z.string(),
  discount_type: z.enum(['percentage', 'amount']),
  discount_value: z.number(),
  max_discount: z.number().nullable(),
  min_order: z.number(),
  payment_methods: z.array(z.string()),
  card_bins: z.array(z.string()),
  starts_at: apiTimestamp(),
  ends_at: apiTimestamp(),
  is_eligible: z.boolean(),
  is_apply: z.boolean(),
  /** Why it does not apply: a code, and the same as a sentence. */
  reason: z.string().nullable(),
  message: z.string().nullable(),
  /** Rupiah it takes off this order, and what is left to pay for the goods. */
  discount: z.number(),
  additional_total_order: z.number(),
  total_paid_after_disc: z.number(),
});
export type BankPromotionOffer = z.infer<typeof BankPromotionOfferSchema>;

/** A saved card (`GET /api/payment/midtrans-tokens`): only what the gateway lets the shop keep. */
export const SavedCardSchema = z.object({
  _id: z.string(),
  id: z.number(),
  saved_token_id: z.string(),
  /** `481111-XXXX-1114`. */
  masked_card: z.string(),
  card_brand: z.string(),
  expiry_month: z.number().nullable(),
  expiry_year: z.number().nullable(),
  created_at: apiTimestamp(),
});
export type SavedCard = z.infer<typeof SavedCardSchema>;
