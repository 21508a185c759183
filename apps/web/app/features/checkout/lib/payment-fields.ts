import { checkOvoPhone } from '@kilau/domain/payment';
import type { MessageCode } from '@kilau/domain/messages';
import type { ChooserMethod, CompanyBankAccount, SavedCard } from '../types';
import {
  cardBin,
  checkCard,
  checkSavedCardCvv,
  type CardDetails,
  type CardFieldErrors,
  type CardState,
} from './card-input';
import { BANK_TRANSFER_METHOD, CARD_METHOD, KREDIVO_METHOD, OVO_METHOD } from './payment-choice';

/** What the shopper typed or picked for the chosen method. */
export type PaymentFields = {
  ovoPhone: string;
  term: string;
  accountId: string;
  card: CardState;
};

export type PaymentFieldErrors = {
  ovoPhone?: MessageCode;
  term?: MessageCode;
  accountId?: MessageCode;
  card?: CardFieldErrors;
};

/** A card to tokenise in the browser: a new one, or a saved one's token with its CVV. */
export type CardToTokenise =
  | { kind: 'new'; card: CardDetails; save: boolean; bin: string | null }
  | { kind: 'saved'; tokenId: string; cvv: string };

export type CheckedPayment =
  | { ok: true; fields: Record<string, string>; card: CardToTokenise | null }
  | { ok: false; errors: PaymentFieldErrors };

/** An OVO number: the national number of an Indonesian mobile (8…), 8 to 13 digits. */

/** The shop's accounts a manual transfer may go to. */
export const transferAccounts = (
  method: ChooserMethod,
  fallback: readonly CompanyBankAccount[],
): readonly CompanyBankAccount[] =>
  method.bank_transfer_list && method.bank_transfer_list.length > 0
    ? method.bank_transfer_list
    : fallback;

/**
 * The chosen method's fields, checked before the order is placed: OVO's phone (sent with its
 * leading 0, as OVO knows it), Kredivo's term among the method's, the account a transfer goes to,
 * and a card (the domain's number rules, expiry, CVV) or a saved card's CVV.
 */
export function checkPaymentFields(input: {
  method: ChooserMethod;
  fields: PaymentFields;
  savedCards: readonly SavedCard[];
  bankAccounts: readonly CompanyBankAccount[];
  now: Date;
}): CheckedPayment {
  const { method, fields } = input;
  switch (method.code) {
    case OVO_METHOD: {
      const phone = checkOvoPhone(fields.ovoPhone);
      if (!phone.ok) return { ok: false, errors: { ovoPhone: phone.code } };
      return { ok: true, fields: { phone_no: phone.value }, card: null };
    }
    case KREDIVO_METHOD: {
      const terms = method.installment_terms ?? [];
      if (terms.length === 0) return { ok: true, fields: {}, card: null };
      return terms.includes(Number(fields.term))
        ? { ok: true, fields: { installment_term: String(Number(fields.term)) }, card: null }
        : { ok: false, errors: { term: 'required' } };
    }
    case BANK_TRANSFER_METHOD: {
      const accounts = transferAccounts(method, input.bankAccounts);
      if (accounts.length === 0) return { ok: true, fields: {}, card: null };
      const account = accounts.find((entry) => String(entry.id_bank_account) === fields.accountId);
      return account
        ? {
            ok: true,
            fields: {
              id_bank_account: String(account.id_bank_account),
              bank_name: account.bank_name,
            },
            card: null,
          }
        : { ok: false, errors: { accountId: 'required' } };
    }
    case CARD_METHOD: {
      const { card } = fields;
      const saved =
        card.mode === 'saved' ? input.savedCards.find((entry) => entry._id === card.savedId) : null;
      if (saved) {
        const errors = checkSavedCardCvv(card.savedCvv);
        return errors.cvv
          ? { ok: false, errors: { card: errors } }
          : {
              ok: true,
              fields: {},
              card: { kind: 'saved', tokenId: saved.saved_token_id, cvv: card.savedCvv.trim() },
            };
      }
      const checked = checkCard(card, input.now);
      return checked.ok
        ? {
            ok: true,
            fields: {},
            card: { kind: 'new', card: checked.card, save: card.save, bin: cardBin(card.number) },
          }
        : { ok: false, errors: { card: checked.errors } };
    }
    default:
      return { ok: true, fields: {}, card: null };
  }
}
