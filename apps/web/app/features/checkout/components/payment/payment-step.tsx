import { useCallback, useEffect, useState } from 'react';
import { track, trackAd } from '~/lib/analytics';
import { useFetcher, useLocation, useNavigate } from 'react-router';
import { bankPromoDiscount, bankPromoName, toggleBankPromo } from '@kilau/domain/payment';
import { normalizePhoneNumber } from '@kilau/domain/shared';
import { BUTTON_CLASS, FormMessage } from '~/components/ui/form-field';
import { useToast } from '~/components/ui/toast';
import { CHECKOUT_NOTICE_QUERY } from '~/lib/checkout-notice';
import { useMessage } from '~/lib/i18n';
import { usePublicConfig } from '~/lib/public-config';
import { cardBin, EMPTY_CARD } from '../../lib/card-input';
import {
  CARD_METHOD,
  FREE_ORDER_METHOD,
  METHOD_QUERY,
  offeredMethod,
} from '../../lib/payment-choice';
import {
  checkPaymentFields,
  type PaymentFieldErrors,
  type PaymentFields,
} from '../../lib/payment-fields';
import { checkoutTotal } from '../../lib/shipping-choice';
import { StorePickupRecap } from './store-pickup-recap';
import type { BankPromotionOffer, PaymentStepData } from '../../types';
import { CheckoutBar, CheckoutFrame, SecureNote } from '../checkout-frame';
import { CheckoutSummary } from '../checkout-summary';
import { BankPromotions } from './bank-promotions';
import { CardAuthentication } from './card-authentication';
import { DeliveryRecap } from './delivery-recap';
import { MethodChooser } from './method-chooser';
import { MethodPanel } from './method-panel';
import { SavedCardsModal } from './saved-cards-modal';
import { usePlaceOrder } from './use-place-order';
import { useCheckoutText } from '~/features/checkout/text';

/** The bank promotions of a card's BIN, read again as the shopper types the number. */
export const PROMOTIONS_RESOURCE_PATH = '/order/payment/promotions';
type PromotionsAnswer = { bin: string; promotions: BankPromotionOffer[] };

function PlaceButton({
  ready,
  busy,
  onPlace,
  compact = false,
}: {
  ready: boolean;
  busy: boolean;
  onPlace: () => void;
  compact?: boolean;
}) {
  const text = useCheckoutText();
  return (
    <button
      type="button"
      onClick={onPlace}
      disabled={busy}
      aria-busy={busy || undefined}
      aria-disabled={!ready || undefined}
      className={`${BUTTON_CLASS.primary} tracking-wide ${compact ? 'whitespace-nowrap px-5' : 'min-h-13 w-full text-base'} ${ready ? '' : 'opacity-60'}`}
    >
      {busy ? text('paymentPlacing') : text('paymentPlaceOrder')}
    </button>
  );
}

/**
 * The payment step (/order/payment, 000 §2, §4): where the order goes, the payment method — the
 * chooser opens by itself until one is chosen, and Back reopens it (the choice lives in the URL) —,
 * its fields, the bank promotions for it, and PLACE ORDER for the total shown.
 */
export function PaymentStep({
  data,
  memberPhone,
}: {
  data: PaymentStepData;
  memberPhone: string | null;
}) {
  const text = useCheckoutText();
  const message = useMessage();
  // Reaching payment means a delivery (or a store pickup) was chosen (issue 24).
  useEffect(() => {
    track('shipping_selected');
    trackAd('AddPaymentInfo');
  }, []);
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const { paymentGateway } = usePublicConfig();
  const { bag, shipping, chooser } = data;

  const freeOrder = checkoutTotal(bag, shipping) === 0;
  const method = freeOrder ? null : offeredMethod(chooser, data.methodCode);
  const methodCode = freeOrder ? FREE_ORDER_METHOD : (method?.code ?? null);

  // No method yet (first visit, or Back from a chosen one): the chooser opens.
  const [chooserOpen, setChooserOpen] = useState(!freeOrder && !method);
  const shownCode = method?.code ?? null;
  const [lastCode, setLastCode] = useState(shownCode);
  if (shownCode !== lastCode) {
    setLastCode(shownCode);
    if (!freeOrder && !shownCode) setChooserOpen(true);
  }
  const choose = useCallback(
    (code: string) => {
      setChooserOpen(false);
      track('payment_selected', {}, { payment_method: code });
      const params = new URLSearchParams(location.search);
      params.set(METHOD_QUERY, code);
      params.delete(CHECKOUT_NOTICE_QUERY);
      navigate(
        { search: `?${params.toString()}` },
        { replace: data.methodCode !== null, preventScrollReset: true },
      );
    },
    [data.methodCode, location.search, navigate],
  );

  const [fields, setFields] = useState<PaymentFields>(() => ({
    ovoPhone: normalizePhoneNumber(memberPhone),
    term: '',
    accountId: '',
    card: data.savedCards[0]
      ? { ...EMPTY_CARD, mode: 'saved', savedId: data.savedCards[0]._id }
      : EMPTY_CARD,
  }));
  const [errors, setErrors] = useState<PaymentFieldErrors>({});
  const [savedOpen, setSavedOpen] = useState(false);
  const updateFields = useCallback((next: Partial<PaymentFields>) => {
    setFields((current) => ({ ...current, ...next }));
    setErrors({});
  }, []);

  // A card's first six digits decide its bank promotions: read them again for the card typed.
  const savedCard =
    fields.card.mode === 'saved'
      ? data.savedCards.find((card) => card._id === fields.card.savedId)
      : null;
  const bin =
    methodCode === CARD_METHOD
      ? cardBin(savedCard ? savedCard.masked_card : fields.card.number)
      : null;
  const promotions = useFetcher<PromotionsAnswer>();
  const { load } = promotions;
  useEffect(() => {
    if (bin && methodCode) {
      load(`${PROMOTIONS_RESOURCE_PATH}?${METHOD_QUERY}=${methodCode}&bin=${bin}`);
    }
  }, [bin, methodCode, load]);
  const offers = bin && promotions.data?.bin === bin ? promotions.data.promotions : data.promotions;

  const [appliedId, setAppliedId] = useState<string | null>(null);
  const applied =
    offers.find((offer) => String(offer.id_bank_promotion) === appliedId && offer.is_eligible) ??
    null;
  const goods = bag.totals.total_amount_after_discount;
  const promoDiscount = applied ? (applied.discount ?? bankPromoDiscount(applied, goods)) : 0;
  const total = checkoutTotal(bag, shipping, promoDiscount);
  const togglePromo = (offer: BankPromotionOffer) => {
    const toggled = toggleBankPromo(
      offers.map((candidate) => ({
        ...candidate,
        is_apply: String(candidate.id_bank_promotion) === appliedId,
      })),
      offer.id_bank_promotion,
    );
    if (!toggled.ok) {
      toast.error(message(toggled.code));
      return;
    }
    const chosen = toggled.value.find((candidate) => candidate.is_apply);
    setAppliedId(chosen ? String(chosen.id_bank_promotion) : null);
  };

  const placing = usePlaceOrder(paymentGateway);
  const serverError = (name: string) => placing.serverFields[name];
  const ready = methodCode !== null;
  const placeNow = () => {
    if (!methodCode) {
      setChooserOpen(true);
      return;
    }
    const checked = method
      ? checkPaymentFields({
          method,
          fields,
          savedCards: data.savedCards,
          bankAccounts: chooser.bankAccounts,
          now: new Date(),
        })
      : ({ ok: true, fields: {}, card: null } as const);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    const request: Record<string, string> = {
      cart_id: bag._id ?? '',
      payment_method: methodCode,
      total_price: String(total),
      ...checked.fields,
      ...(applied ? { id_bank_promotion: String(applied.id_bank_promotion) } : {}),
      ...(applied && bin ? { card_bin: bin } : {}),
    };
    const card = checked.card;
    const signature = JSON.stringify({
      request,
      card:
        card?.kind === 'new'
          ? [card.card.card_number, card.card.card_exp_month, card.card.card_exp_year, card.save]
          : card?.kind === 'saved'
            ? [card.tokenId]
            : null,
    });
    void placing.place({ fields: request, card, signature });
  };

  const refusal = placing.refusal;
  return (
    <CheckoutFrame
      step="payment"
      title="paymentTitle"
      notices={
        data.notice ? (
          <div className="mb-5">
            <FormMessage tone="error">{data.notice}</FormMessage>
          </div>
        ) : null
      }
      summary={
        <CheckoutSummary
          bag={bag}
          shipping={shipping}
          storePickup={data.pickupStore !== null}
          bankPromo={applied ? { bank: bankPromoName(applied), discount: promoDiscount } : null}
        >
          {refusal ? (
            <div className="mb-3 space-y-1">
              <FormMessage tone="error">{refusal.message}</FormMessage>
              {refusal.retry ? (
                <p className="text-xs text-plum-700">{text('paymentRetryHint')}</p>
              ) : null}
            </div>
          ) : null}
          <PlaceButton ready={ready} busy={placing.busy} onPlace={placeNow} />
          {!ready ? (
            <p className="mt-2 text-center text-xs text-plum-700">{text('paymentChooseFirst')}</p>
          ) : null}
          <SecureNote />
        </CheckoutSummary>
      }
      bar={
        <CheckoutBar
          total={total}
          note={
            refusal ? (
              <span className="font-medium text-berry-700">{refusal.message}</span>
            ) : ready ? null : (
              text('paymentChooseFirst')
            )
          }
        >
          <PlaceButton ready={ready} busy={placing.busy} onPlace={placeNow} compact />
        </CheckoutBar>
      }
    >
      {data.pickupStore !== null ? (
        <StorePickupRecap store={data.pickupStore} />
      ) : data.address && shipping ? (
        <DeliveryRecap address={data.address} shipping={shipping} />
      ) : null}
      <MethodPanel
        method={method}
        freeOrder={freeOrder}
        fields={fields}
        errors={errors}
        serverErrors={{
          ovoPhone: serverError('phone_no'),
          term: serverError('installment_term'),
          accountId: serverError('id_bank_account'),
        }}
        savedCards={data.savedCards}
        bankAccounts={chooser.bankAccounts}
        gatewayReady={paymentGateway !== null}
        onFields={updateFields}
        onOpenChooser={() => setChooserOpen(true)}
        onOpenSaved={() => setSavedOpen(true)}
      />
      {method ? (
        <BankPromotions
          offers={offers}
          appliedId={applied ? appliedId : null}
          onToggle={togglePromo}
        />
      ) : null}
      <MethodChooser
        open={chooserOpen}
        chooser={chooser}
        chosen={method?.code ?? null}
        onChoose={choose}
        onClose={() => setChooserOpen(false)}
      />
      <SavedCardsModal
        open={savedOpen}
        cards={data.savedCards}
        chosenId={fields.card.mode === 'saved' ? fields.card.savedId : null}
        onUse={(card) => {
          updateFields({
            card: { ...fields.card, mode: 'saved', savedId: card._id, savedCvv: '' },
          });
          setSavedOpen(false);
        }}
        onNewCard={() => {
          updateFields({ card: { ...fields.card, mode: 'new', savedId: null } });
          setSavedOpen(false);
        }}
        onClose={() => setSavedOpen(false)}
      />
      <CardAuthentication url={placing.authUrl} onClose={placing.closeAuth} />
    </CheckoutFrame>
  );
}
