import type { Database } from '@kilau/db';
import { formatRupiah, ok, refuse, translate, type Locale, type Result } from '@kilau/domain';
import {
  additionalTotalOrder,
  checkBankPromotion,
  type BankPromotionRefusalCode,
  type BankPromotionRule,
} from '@kilau/domain/payment';
import type { Kysely, Selectable } from 'kysely';
import type { BankPromotionsTable } from '@kilau/db';
import { createPaymentRepository, type PaymentRepository } from './payment.repository';

type Row = Selectable<BankPromotionsTable>;

const ruleOf = (row: Row): BankPromotionRule => ({
  id: row.id,
  bankName: row.bank_name,
  discountType: row.discount_type,
  discountValue: row.discount_value,
  maxDiscount: row.max_discount,
  minOrder: row.min_order,
  cardBins: row.card_bins,
  paymentMethods: row.payment_methods,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  isActive: row.is_active,
});

export type BankPromotionQuery = {
  paymentMethod: string | null;
  cardBin: string | null;
  totalAmount: number;
};

/**
 * `GET /bank-promotions` (000 §3 Bank promotion, §4 the bank promo card): every running
 * promotion judged for the order — `is_eligible`, the discount and `total_paid_after_disc`, or
 * the reason it does not apply and `additional_total_order` (how much more to buy). `is_apply`
 * is false: choosing one happens in the place-order request.
 */
export async function listBankPromotions(
  payments: PaymentRepository,
  query: BankPromotionQuery,
  now: Date,
  locale: Locale,
) {
  const rows = await payments.runningBankPromotions(now);
  return rows.map((row, index) => {
    const rule = ruleOf(row);
    const judged = checkBankPromotion(rule, query, now);
    const discount = judged.ok ? judged.value.discount : 0;
    const reasonParams = judged.ok
      ? {}
      : {
          ...judged.params,
          ...(judged.params?.amount !== undefined
            ? { amount: formatRupiah(Number(judged.params.amount)) }
            : {}),
        };
    return {
      id_bank_promotion: row.id,
      index,
      bank_name: row.bank_name,
      bank: { name: row.bank_name },
      title: row.title,
      description: row.description,
      discount_type: row.discount_type,
      discount_value: row.discount_value,
      max_discount: row.max_discount,
      min_order: row.min_order,
      payment_methods: row.payment_methods,
      card_bins: row.card_bins,
      starts_at: row.starts_at.toISOString(),
      ends_at: row.ends_at.toISOString(),
      is_eligible: judged.ok,
      is_apply: false,
      reason: judged.ok ? null : judged.code,
      message: judged.ok ? null : translate(judged.code, locale, reasonParams),
      discount,
      additional_total_order: additionalTotalOrder(rule, query.totalAmount),
      total_paid_after_disc: query.totalAmount - discount,
    };
  });
}

export type AppliedBankPromotion = {
  id: number;
  bankName: string;
  title: string;
  discountType: 'percentage' | 'amount';
  discountValue: number;
  discount: number;
  totalPaidAfterDisc: number;
};

/**
 * The place-order request's bank promotion (design/checkout-and-payment.md): the promotion
 * `id_bank_promotion` judged for the order at `now`, in the caller's transaction — the discount, or
 * why not.
 */
export async function bankPromotionFor(
  db: Kysely<Database>,
  input: {
    id_bank_promotion: number;
    paymentMethod: string | null;
    cardBin: string | null;
    totalAmount: number;
  },
  now: Date,
): Promise<Result<AppliedBankPromotion, 'bank_promo_not_found' | BankPromotionRefusalCode>> {
  const row = await createPaymentRepository(db).bankPromotion(input.id_bank_promotion);
  if (!row) return refuse('bank_promo_not_found');
  const judged = checkBankPromotion(ruleOf(row), input, now);
  if (!judged.ok) return judged;
  return ok({
    id: row.id,
    bankName: row.bank_name,
    title: row.title,
    discountType: row.discount_type,
    discountValue: row.discount_value,
    discount: judged.value.discount,
    totalPaidAfterDisc: judged.value.totalPaidAfterDisc,
  });
}

/** `GET /bank-promotions`: the running promotions judged for an order at the clock's now. */
export function createBankPromotionsService(deps: {
  payments: PaymentRepository;
  clock: () => Date;
}) {
  return {
    list: (query: BankPromotionQuery, locale: Locale) =>
      listBankPromotions(deps.payments, query, deps.clock(), locale),
  };
}

export type BankPromotionsService = ReturnType<typeof createBankPromotionsService>;
