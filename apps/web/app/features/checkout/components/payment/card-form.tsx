import { detectCardBrand, maskCardNumber, CARD_NUMBER_MAX_LENGTH } from '@kilau/domain/payment';
import { TextField } from '~/components/ui/form-field';
import { ShieldIcon } from '~/components/ui/icons';
import { NameBadge } from '~/components/ui/name-badge';
import { knownBadge } from '~/lib/name-badges';
import { useMessage } from '~/lib/i18n';
import { cvvLength, maskExpiry, type CardFieldErrors, type CardState } from '../../lib/card-input';
import type { SavedCard } from '../../types';
import { useCheckoutText } from '~/features/checkout/text';

/** The brand as a name badge beside the number (000 §5: 4 is Visa, 5 Mastercard, …; ADR 0033). */
export function BrandBadge({ brand }: { brand: string }) {
  const text = useCheckoutText();
  const known = knownBadge(brand);
  if (!known) return null;
  return (
    <span role="img" aria-label={text('cardBrandLabel', { brand: known.label })}>
      <NameBadge code={brand} size="sm" decorative />
    </span>
  );
}

function useFieldError() {
  const text = useCheckoutText();
  const message = useMessage();
  return (error: CardFieldErrors[keyof CardFieldErrors]) =>
    error ? ('message' in error ? message(error.message) : text(error.text)) : undefined;
}

/**
 * A new card (000 §5): the number masked as four groups of four (at most 19 characters) with its
 * brand, checked with the Luhn test; the expiry as MM/YY; the CVV; and whether to save the card.
 * The gateway's script tokenises it in the browser when the order is placed.
 */
export function NewCardFields({
  card,
  errors,
  onChange,
}: {
  card: CardState;
  errors: CardFieldErrors;
  onChange: (next: Partial<CardState>) => void;
}) {
  const text = useCheckoutText();
  const errorText = useFieldError();
  const brand = detectCardBrand(card.number);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        className="sm:col-span-2"
        label={text('cardNumber')}
        value={card.number}
        onChange={(event) => onChange({ number: maskCardNumber(event.currentTarget.value) })}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={CARD_NUMBER_MAX_LENGTH}
        placeholder="0000 0000 0000 0000"
        error={errorText(errors.number)}
        // Always a trailing slot: the input must not be remounted when the brand appears.
        trailing={<BrandBadge brand={card.number ? brand : 'others'} />}
        data-card-field="number"
      />
      <TextField
        label={text('cardExpiry')}
        value={card.expiry}
        onChange={(event) => onChange({ expiry: maskExpiry(event.currentTarget.value) })}
        inputMode="numeric"
        autoComplete="cc-exp"
        maxLength={5}
        placeholder={text('cardExpiryPlaceholder')}
        error={errorText(errors.expiry)}
        data-card-field="expiry"
      />
      <TextField
        label={text('cardCvv')}
        value={card.cvv}
        onChange={(event) =>
          onChange({ cvv: event.currentTarget.value.replace(/\D/g, '').slice(0, cvvLength(brand)) })
        }
        type="password"
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        hint={text('cardCvvHint')}
        error={errorText(errors.cvv)}
        data-card-field="cvv"
      />
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold text-plum-900 sm:col-span-2">
        <input
          type="checkbox"
          checked={card.save}
          onChange={(event) => onChange({ save: event.currentTarget.checked })}
          className="size-5 rounded border-blush-300 accent-plum-900"
        />
        {text('cardSave')}
      </label>
    </div>
  );
}

/** A saved card chosen for this payment: its masked number and brand, and its CVV. */
export function SavedCardFields({
  card,
  saved,
  errors,
  onChange,
}: {
  card: CardState;
  saved: SavedCard;
  errors: CardFieldErrors;
  onChange: (next: Partial<CardState>) => void;
}) {
  const text = useCheckoutText();
  const errorText = useFieldError();
  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem] sm:items-start">
      <div className="flex items-center gap-3 rounded-2xl bg-cream-100 p-4">
        <BrandBadge brand={saved.card_brand ?? detectCardBrand(saved.masked_card)} />
        <div className="min-w-0">
          <p className="font-mono font-semibold tracking-wide text-plum-900">{saved.masked_card}</p>
          {saved.expiry_month && saved.expiry_year ? (
            <p className="text-xs text-plum-700">
              {text('savedCardExpires', { month: saved.expiry_month, year: saved.expiry_year })}
            </p>
          ) : null}
        </div>
      </div>
      <TextField
        label={text('savedCardCvvFor', { card: saved.masked_card.slice(-4) })}
        value={card.savedCvv}
        onChange={(event) =>
          onChange({ savedCvv: event.currentTarget.value.replace(/\D/g, '').slice(0, 4) })
        }
        type="password"
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        error={errorText(errors.cvv)}
        data-card-field="saved-cvv"
      />
    </div>
  );
}

/** The card details' promise: they go to the gateway, never to the shop. */
export function CardSecureNote() {
  const text = useCheckoutText();
  return (
    <p className="mt-4 flex items-start gap-2 text-xs text-plum-700">
      <ShieldIcon className="size-4 shrink-0 text-leaf-700" />
      {text('cardSecureNote')}
    </p>
  );
}
