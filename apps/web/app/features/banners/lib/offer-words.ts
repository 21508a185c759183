import type { Locale } from '@kilau/domain';
import type { BannerOffer } from '@kilau/domain/engagement';
import { formatDate, formatRupiah } from '@kilau/domain/shared';
import type { BannerTextKey } from '../text';

type Text = (key: BannerTextKey, params?: Record<string, string | number>) => string;

/** The headline of an offer: the code and what it takes off, or what a new member receives. */
function headline(offer: BannerOffer, text: Text): string | null {
  const amount = formatRupiah(offer.amount ?? 0);
  const cap = formatRupiah(offer.max_discount ?? 0);
  const percent = offer.percentage ?? 0;
  if (offer.kind === 'free_shipping') {
    return text('offerFreeShipping', { amount: formatRupiah(offer.min_amount) });
  }
  if (offer.kind === 'welcome_voucher') {
    if (offer.discount_type === 'amount') return text('offerWelcomeAmount', { amount });
    if (offer.discount_type === 'percentage') return text('offerWelcomePercent', { percent });
    return null;
  }
  const code = offer.code;
  if (!code) return null;
  switch (offer.discount_type) {
    case 'amount':
      return text('offerCodeAmount', { code, amount });
    case 'percentage':
      return text('offerCodePercent', { code, percent });
    case 'free_shipping':
      return text('offerCodeFreeShipping', { code, amount: cap });
    case 'free_product':
      return text('offerCodeGift', { code });
    default:
      return null;
  }
}

/**
 * A banner's words for what it advertises, written from the live voucher or offer the API
 * answers (ADR 0035): the headline, and its conditions (minimum, cap, validity) joined with
 * " · ". Null when the offer cannot be put in words (a voucher without a code to type).
 */
export function offerWords(
  offer: BannerOffer,
  text: Text,
  locale: Locale,
): { title: string; subtitle: string } | null {
  const title = headline(offer, text);
  if (!title) return null;
  if (offer.kind === 'free_shipping') return { title, subtitle: '' };
  const conditions = [
    offer.min_amount > 0 ? text('offerMinimum', { amount: formatRupiah(offer.min_amount) }) : null,
    offer.discount_type === 'percentage' && offer.max_discount
      ? text('offerCap', { amount: formatRupiah(offer.max_discount) })
      : null,
    offer.kind === 'welcome_voucher' && offer.valid_days
      ? text('offerWelcomeDays', { days: offer.valid_days })
      : offer.ends_at
        ? text('offerUntil', { date: formatDate(offer.ends_at, locale) })
        : null,
  ].filter((part): part is string => part !== null);
  return { title, subtitle: conditions.join(' · ') };
}
