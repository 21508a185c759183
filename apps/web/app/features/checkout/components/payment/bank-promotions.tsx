import { bankPromoButtonLabel, bankPromoName } from '@kilau/domain/payment';
import { formatRupiah } from '@kilau/domain/shared';
import { CheckIcon, SparkleIcon } from '~/components/ui/icons';
import { NameBadge } from '~/components/ui/name-badge';
import { useMessage } from '~/lib/i18n';
import type { BankPromotionOffer } from '../../types';
import { CheckoutSection } from '../checkout-frame';
import { useCheckoutText } from '~/features/checkout/text';

function OfferValue({ offer }: { offer: BankPromotionOffer }) {
  const text = useCheckoutText();
  const value =
    offer.discount_type === 'percentage'
      ? text('bankPromoPercent', { value: offer.discount_value })
      : text('bankPromoAmount', { amount: formatRupiah(offer.discount_value) });
  const cap =
    offer.discount_type === 'percentage' && offer.max_discount
      ? ` ${text('bankPromoMax', { amount: formatRupiah(offer.max_discount) })}`
      : '';
  return (
    <>
      {value}
      {cap}
    </>
  );
}

/**
 * Bank promotion cards (000 §3 Bank promotion, §4): Apply toggles a promotion, the button reads
 * Applied while it is selected, and only an eligible one can be applied — the others say why.
 */
export function BankPromotions({
  offers,
  appliedId,
  onToggle,
}: {
  offers: readonly BankPromotionOffer[];
  appliedId: string | null;
  onToggle: (offer: BankPromotionOffer) => void;
}) {
  const text = useCheckoutText();
  const message = useMessage();
  if (offers.length === 0) return null;
  // The ones that apply first; the others stay in view with the reason they do not.
  const sorted = [...offers].sort((a, b) => Number(b.is_eligible) - Number(a.is_eligible));
  return (
    <CheckoutSection
      id="bank-promotions-title"
      title={text('bankPromoTitle')}
      icon={<SparkleIcon className="size-4" />}
    >
      <p className="-mt-2 mb-4 text-sm text-plum-700">{text('bankPromoIntro')}</p>
      {/* On a phone the cards scroll sideways inside the section: each snaps to the padding's edge
          (never cut by the section's border), and the next one peeks by a fixed amount. The row
          takes the keyboard's focus, so it scrolls by the arrow keys even when every card's
          button is disabled (axe: scrollable-region-focusable). */}
      <ul
        tabIndex={0}
        aria-labelledby="bank-promotions-title"
        className="-mx-5 flex outline-none focus-visible:ring-2 focus-visible:ring-plum-700 snap-x snap-mandatory scroll-px-5 gap-3 overflow-x-auto px-5 pb-1 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0"
      >
        {sorted.map((offer) => {
          const id = String(offer.id_bank_promotion);
          const applied = id === appliedId;
          const bank = bankPromoName(offer);
          const label = message(bankPromoButtonLabel({ ...offer, is_apply: applied }));
          return (
            <li
              key={id}
              className={`relative flex w-[calc(100%-2.5rem)] max-w-72 shrink-0 sm:max-w-none snap-start flex-col overflow-hidden rounded-2xl p-4 ring-1 sm:w-auto ${applied ? 'bg-plum-900 text-cream-50 ring-plum-900' : offer.is_eligible ? 'bg-gradient-to-br from-blush-50 to-cream-100 ring-blush-200' : 'bg-cream-100 ring-blush-200'}`}
            >
              <p>
                <NameBadge name={bank} size="sm" />
              </p>
              <p className="mt-2 font-display text-lg font-semibold leading-snug">
                <OfferValue offer={offer} />
              </p>
              {offer.title ? (
                <p className={`text-sm ${applied ? 'text-cream-100' : 'text-plum-800'}`}>
                  {offer.title}
                </p>
              ) : null}
              <p className={`mt-1 text-xs ${applied ? 'text-blush-200' : 'text-plum-700'}`}>
                {offer.min_order
                  ? text('bankPromoMinOrder', { amount: formatRupiah(offer.min_order) })
                  : null}
                {offer.is_eligible && offer.discount ? (
                  <span
                    className={`ml-1 font-semibold ${applied ? 'text-white' : 'text-leaf-700'}`}
                  >
                    · {text('bankPromoSaves', { amount: formatRupiah(offer.discount) })}
                  </span>
                ) : null}
              </p>
              {!offer.is_eligible && offer.message ? (
                <p className="mt-1 text-xs font-medium text-berry-700">{offer.message}</p>
              ) : null}
              <div className="mt-auto pt-3">
                <button
                  type="button"
                  disabled={!offer.is_eligible}
                  aria-pressed={applied}
                  aria-label={text('bankPromoApplyLabel', { action: label, bank })}
                  onClick={() => onToggle(offer)}
                  className={`inline-flex min-h-10 items-center gap-1.5 rounded-full px-4 text-xs font-bold transition disabled:cursor-not-allowed ${applied ? 'bg-white text-plum-900' : 'bg-plum-900 text-cream-50 hover:bg-plum-800 disabled:bg-plum-500'}`}
                >
                  {applied ? <CheckIcon className="size-4" /> : null}
                  {label}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </CheckoutSection>
  );
}
