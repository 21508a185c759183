import { groupPaymentMethods, type PaymentCategory } from '@kilau/domain/payment';
import type { MessageCode } from '@kilau/domain/messages';
import type { ChooserMethod, PaymentChooser } from '../types';

export type ChooserGroup = {
  category: PaymentCategory;
  label: MessageCode;
  methods: ChooserMethod[];
};

/**
 * The chooser's groups (000 §3 Payment method), by the domain's grouping: the member's last
 * method first as the recommendation (moved out of its own category, so it shows once), then
 * credit card, bank transfer and other, each by position.
 */
export function chooserGroups(chooser: PaymentChooser): ChooserGroup[] {
  const byCode = new Map(chooser.methods.map((method) => [method.code, method]));
  const arranged = chooser.methods.map((method) => ({
    code: method.code,
    name: method.name,
    category:
      chooser.lastPaymentMethod !== null && method.code === chooser.lastPaymentMethod
        ? 'last_payment_method'
        : method.category,
    ...(method.position !== undefined ? { position: method.position } : {}),
    ...(method.available_for !== undefined ? { available_for: method.available_for } : {}),
  }));
  return groupPaymentMethods(arranged, 'website').map((group) => ({
    category: group.category,
    label: group.label,
    methods: group.methods.flatMap((method) => byCode.get(method.code) ?? []),
  }));
}

/** The offered method with this code, when it can pay for this order. */
export const offeredMethod = (
  chooser: PaymentChooser,
  code: string | null | undefined,
): ChooserMethod | null =>
  chooser.methods.find((method) => method.code === code && method.is_available !== false) ?? null;

/** The method chosen on the payment step lives in the URL (`?method=`), so Back reopens the chooser. */
export const METHOD_QUERY = 'method';

/** Methods paid with a card typed (or saved) on the payment step, tokenised by the gateway. */
export const CARD_METHOD = 'credit_debit_card';
export const OVO_METHOD = 'ovo';
export const KREDIVO_METHOD = 'kredivo';
export const BANK_TRANSFER_METHOD = 'bank_transfer';
/** What an order of Rp 0 is paid with (vouchers and points covered it). */
export const FREE_ORDER_METHOD = 'free_order';
