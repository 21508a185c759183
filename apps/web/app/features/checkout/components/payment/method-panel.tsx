import { PHONE_DISPLAY_PREFIX } from '@kilau/domain/shared';
import { BUTTON_CLASS, FormMessage, SelectField, TextField } from '~/components/ui/form-field';
import { WalletIcon } from '~/components/ui/icons';
import { NameBadge } from '~/components/ui/name-badge';
import { useMessage } from '~/lib/i18n';
import type { CardState } from '../../lib/card-input';
import {
  BANK_TRANSFER_METHOD,
  CARD_METHOD,
  KREDIVO_METHOD,
  OVO_METHOD,
} from '../../lib/payment-choice';
import {
  transferAccounts,
  type PaymentFieldErrors,
  type PaymentFields,
} from '../../lib/payment-fields';
import type { ChooserMethod, CompanyBankAccount, SavedCard } from '../../types';
import { CheckoutSection } from '../checkout-frame';
import { CardSecureNote, NewCardFields, SavedCardFields } from './card-form';
import { useCheckoutText } from '~/features/checkout/text';

/** How a method is paid, in a sentence: the payment service's own words, else by its kind. */
function MethodInfo({ method }: { method: ChooserMethod }) {
  const text = useCheckoutText();
  const byFlow: Record<string, string> = {
    virtual_account: text('methodInfoVa'),
    store_code: text('methodInfoStore'),
    manual_transfer: text('methodInfoTransfer'),
    e_wallet: text('methodInfoWallet', { method: method.name }),
    qr_code: text('methodInfoWallet', { method: method.name }),
    redirect: text('methodInfoRedirect', { method: method.name }),
    form_post: text('methodInfoRedirect', { method: method.name }),
    cash_on_delivery: text('methodInfoCod'),
  };
  const info = method.description || (method.flow ? byFlow[method.flow] : undefined);
  return info ? <p className="text-sm leading-relaxed text-plum-700">{info}</p> : null;
}

function KredivoTerms({
  method,
  value,
  error,
  onChange,
}: {
  method: ChooserMethod;
  value: string;
  error: string | undefined;
  onChange: (term: string) => void;
}) {
  const text = useCheckoutText();
  const terms = method.installment_terms ?? [];
  if (terms.length === 0) return null;
  return (
    <SelectField
      name="installment_term_choice"
      label={text('kredivoTerm')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    >
      <option value="">{text('kredivoTermChoose')}</option>
      {terms.map((term) => (
        <option key={term} value={term}>
          {term === 1 ? text('kredivoTermPayLater') : text('kredivoTermMonths', { months: term })}
        </option>
      ))}
    </SelectField>
  );
}

function TransferAccounts({
  accounts,
  value,
  error,
  onChange,
}: {
  accounts: readonly CompanyBankAccount[];
  value: string;
  error: string | undefined;
  onChange: (id: string) => void;
}) {
  const text = useCheckoutText();
  if (accounts.length === 0) return null;
  return (
    <fieldset className="min-w-0" aria-describedby={error ? 'transfer-account-error' : undefined}>
      <legend className="mb-2 text-sm font-semibold text-plum-900">
        {text('transferAccount')}
      </legend>
      <ul className="grid gap-2 sm:grid-cols-2">
        {accounts.map((account) => {
          const id = String(account.id_bank_account);
          const chosen = id === value;
          return (
            <li key={id}>
              <label
                className={`flex cursor-pointer items-center gap-3 rounded-2xl bg-white p-3 ring-1 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-rose-600 ${chosen ? 'ring-2 ring-plum-900' : 'ring-blush-200'}`}
              >
                <input
                  type="radio"
                  name="transfer_account_choice"
                  value={id}
                  checked={chosen}
                  onChange={() => onChange(id)}
                  className="size-4 accent-plum-900"
                />
                <span className="min-w-0">
                  <span className="block text-sm font-semibold text-plum-900">
                    {account.bank_name}
                  </span>
                  <span className="block font-mono text-xs text-plum-700">
                    {account.account_number}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p id="transfer-account-error" className="mt-1.5 text-sm font-medium text-berry-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function CardPanel({
  card,
  errors,
  savedCards,
  gatewayReady,
  onCard,
  onOpenSaved,
}: {
  card: CardState;
  errors: PaymentFieldErrors;
  savedCards: readonly SavedCard[];
  gatewayReady: boolean;
  onCard: (next: Partial<CardState>) => void;
  onOpenSaved: () => void;
}) {
  const text = useCheckoutText();
  if (!gatewayReady) return <FormMessage tone="info">{text('cardGatewayUnavailable')}</FormMessage>;
  const saved =
    card.mode === 'saved' ? savedCards.find((entry) => entry._id === card.savedId) : null;
  return (
    <div>
      {savedCards.length > 0 ? (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm font-semibold text-plum-900">
            {saved ? text('savedCardsTitle') : text('savedCardNew')}
          </p>
          <button
            type="button"
            onClick={onOpenSaved}
            className="inline-flex min-h-10 items-center rounded-full px-3 text-sm font-semibold text-rose-700 underline-offset-4 hover:underline"
          >
            {saved ? text('savedCardsManage') : text('savedCardUse')}
          </button>
        </div>
      ) : null}
      {saved ? (
        <SavedCardFields card={card} saved={saved} errors={errors.card ?? {}} onChange={onCard} />
      ) : (
        <NewCardFields card={card} errors={errors.card ?? {}} onChange={onCard} />
      )}
      <CardSecureNote />
    </div>
  );
}

/**
 * The payment method of the step: the chosen method with "Change" (the chooser), how it is
 * paid, and what it needs — a card (new or saved), OVO's phone number, Kredivo's term, the
 * account a transfer goes to. An order of Rp 0 needs no method.
 */
export function MethodPanel({
  method,
  freeOrder,
  fields,
  errors,
  serverErrors,
  savedCards,
  bankAccounts,
  gatewayReady,
  onFields,
  onOpenChooser,
  onOpenSaved,
}: {
  method: ChooserMethod | null;
  freeOrder: boolean;
  fields: PaymentFields;
  errors: PaymentFieldErrors;
  /** The API's messages for the method's fields (a 422 on placing). */
  serverErrors: Partial<Record<'ovoPhone' | 'term' | 'accountId', string | undefined>>;
  savedCards: readonly SavedCard[];
  bankAccounts: readonly CompanyBankAccount[];
  gatewayReady: boolean;
  onFields: (next: Partial<PaymentFields>) => void;
  onOpenChooser: () => void;
  onOpenSaved: () => void;
}) {
  const text = useCheckoutText();
  const message = useMessage();
  const errorText = (field: 'ovoPhone' | 'term' | 'accountId') => {
    const code = errors[field];
    return code ? message(code) : serverErrors[field];
  };
  return (
    <CheckoutSection
      id="payment-method-title"
      title={text('paymentMethodTitle')}
      icon={<WalletIcon className="size-4" />}
      action={
        method && !freeOrder ? (
          <button
            type="button"
            onClick={onOpenChooser}
            className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-plum-900 ring-1 ring-plum-900/20 transition hover:ring-plum-900"
          >
            {text('paymentMethodChange')}
          </button>
        ) : null
      }
    >
      {freeOrder ? (
        <FormMessage tone="success">{text('paymentFreeOrder')}</FormMessage>
      ) : !method ? (
        <button
          type="button"
          onClick={onOpenChooser}
          className={`${BUTTON_CLASS.secondary} w-full border-dashed`}
        >
          {text('paymentMethodChoose')}
        </button>
      ) : (
        <div className="space-y-4">
          <div className="flex items-center gap-3 rounded-2xl bg-blush-50 p-3">
            <NameBadge code={method.code} name={method.name} decorative />
            <p className="font-semibold text-plum-900">{method.name}</p>
          </div>
          <MethodInfo method={method} />
          {method.code === CARD_METHOD ? (
            <CardPanel
              card={fields.card}
              errors={errors}
              savedCards={savedCards}
              gatewayReady={gatewayReady}
              onCard={(next) => onFields({ card: { ...fields.card, ...next } })}
              onOpenSaved={onOpenSaved}
            />
          ) : null}
          {method.code === OVO_METHOD ? (
            <TextField
              name="ovo_phone_choice"
              label={text('ovoPhone')}
              type="tel"
              inputMode="numeric"
              prefix={PHONE_DISPLAY_PREFIX}
              autoComplete="tel-national"
              value={fields.ovoPhone}
              onChange={(event) =>
                onFields({ ovoPhone: event.currentTarget.value.replace(/[^\d]/g, '') })
              }
              hint={text('ovoPhoneHint')}
              error={errorText('ovoPhone')}
            />
          ) : null}
          {method.code === KREDIVO_METHOD ? (
            <KredivoTerms
              method={method}
              value={fields.term}
              error={errorText('term')}
              onChange={(term) => onFields({ term })}
            />
          ) : null}
          {method.code === BANK_TRANSFER_METHOD ? (
            <TransferAccounts
              accounts={transferAccounts(method, bankAccounts)}
              value={fields.accountId}
              error={errorText('accountId')}
              onChange={(accountId) => onFields({ accountId })}
            />
          ) : null}
        </div>
      )}
    </CheckoutSection>
  );
}
