import type { Database } from '@kilau/db';
import { translate, type Locale } from '@kilau/domain';
import {
  groupPaymentMethods,
  isGatewayMethod,
  isWithinMethodLimits,
  paymentFlowOf,
  PAYMENT_CATEGORY_LABELS,
  recommendLastUsed,
  type PaymentCategory,
  type PaymentChannel,
} from '@kilau/domain/payment';
import type { Kysely } from 'kysely';
import { createPaymentRepository, type PaymentRepository } from './payment.repository';

export type BankAccountView = {
  id: number;
  id_bank_account: number;
  bank_code: string;
  bank_name: string;
  account_number: string;
  account_name: string;
  branch: string;
  logo: string;
};

export type PaymentMethodView = {
  id: number;
  code: string;
  name: string;
  logo: string;
  category: PaymentCategory;
  category_name: string;
  position: number;
  available_for: string[];
  min_amount: number;
  max_amount: number | null;
  installment_terms: number[];
  description: string;
  flow: string | null;
  /** Within the method's limits for `filter[total_amount]` (true without one). */
  is_available: boolean;
  bank_transfer_list?: BankAccountView[];
};

/**
 * The payment chooser (000 §3 Payment method): the methods the gateway carries (and those that
 * never reach it), active and listed, for one channel, by position; the member's last method as
 * the recommendation; the company accounts on the bank-transfer method.
 */
export function createMethodsService(deps: {
  payments: PaymentRepository;
  gatewayMethods: readonly string[];
  /** The member's last used method (the orders module's, through the composition root). */
  lastUsedMethod: (userId: number) => Promise<string | null>;
}) {
  const { payments } = deps;

  async function bankAccounts(): Promise<BankAccountView[]> {
    const rows = await payments.activeBankAccounts();
    return rows.map((row) => ({ ...row, id_bank_account: row.id }));
  }

  async function methods(
    channel: PaymentChannel,
    totalAmount: number | undefined,
    locale: Locale,
  ): Promise<PaymentMethodView[]> {
    const rows = await payments.listedMethods(channel);
    const accounts = rows.some((row) => row.code === 'bank_transfer') ? await bankAccounts() : [];
    return (
      rows
        // Gateway methods only while the gateway carries them; the others always.
        .filter(
          (row) =>
            paymentFlowOf(row.code) !== null &&
            (!isGatewayMethod(row.code) || deps.gatewayMethods.includes(row.code)),
        )
        .map((row) => ({
          id: row.id,
          code: row.code,
          name: row.name,
          logo: row.logo,
          category: row.category,
          category_name: translate(PAYMENT_CATEGORY_LABELS[row.category], locale),
          position: row.position,
          available_for: row.available_for,
          min_amount: row.min_amount,
          max_amount: row.max_amount,
          installment_terms: row.installment_terms,
          description: row.description,
          flow: paymentFlowOf(row.code),
          is_available:
            totalAmount === undefined ||
            isWithinMethodLimits(
              { minAmount: row.min_amount, maxAmount: row.max_amount },
              totalAmount,
            ),
          ...(row.code === 'bank_transfer' ? { bank_transfer_list: accounts } : {}),
        }))
    );
  }

  return {
    /** `GET /payments`: a page of the flat list. */
    async page(query: { channel: PaymentChannel; skip: number; limit: number }, locale: Locale) {
      const all = await methods(query.channel, undefined, locale);
      return { items: all.slice(query.skip, query.skip + query.limit), total: all.length };
    },

    /** `GET /payment-methods`: grouped, with the recommendation and the bank-transfer list. */
    async chooser(
      query: { channel: PaymentChannel; totalAmount?: number | undefined; userId: number | null },
      locale: Locale,
    ) {
      const offered = await methods(query.channel, query.totalAmount, locale);
      const last = query.userId === null ? null : await deps.lastUsedMethod(query.userId);
      const lastOffered = offered.some((method) => method.code === last) ? last : null;
      const arranged = recommendLastUsed(offered, lastOffered).map((method) =>
        method.code === lastOffered
          ? {
              ...method,
              category_name: translate('payment_category_recommendation', locale),
            }
          : method,
      );
      const groups = groupPaymentMethods(arranged, query.channel).map((group) => ({
        category: group.category,
        name: translate(group.label, locale),
        payment_methods: group.methods as PaymentMethodView[],
      }));
      return {
        last_payment_method: lastOffered,
        categories: groups,
        payment_methods: groups.flatMap((group) => group.payment_methods),
        bank_transfer_list: await bankAccounts(),
      };
    },
  };
}

export type MethodsService = ReturnType<typeof createMethodsService>;

/**
 * A method placement may use (design/checkout-and-payment.md): offered on the order's channel
 * (the website, or a store for a self-checkout order: docs/design/store-collection.md), active,
 * carried by the gateway when it needs one, and within its amount limits for `amount`. Null
 * otherwise.
 */
export async function methodForOrder(
  db: Kysely<Database>,
  gatewayMethods: readonly string[],
  code: string,
  amount: number,
  channel: PaymentChannel = 'website',
) {
  const row = await createPaymentRepository(db).offeredMethod(code, channel);
  if (!row || paymentFlowOf(row.code) === null) return null;
  if (isGatewayMethod(row.code) && !gatewayMethods.includes(row.code)) return null;
  if (!isWithinMethodLimits({ minAmount: row.min_amount, maxAmount: row.max_amount }, amount)) {
    return null;
  }
  return {
    code: row.code,
    name: row.name,
    category: row.category as string,
    installmentTerms: [...row.installment_terms],
  };
}
