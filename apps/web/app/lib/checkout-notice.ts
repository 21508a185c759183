import type { Locale } from '@kilau/domain';
import { SHOP_ERROR_CATALOGUE } from '@kilau/domain/checkout';
import { translate, type MessageCode } from '@kilau/domain/messages';

/**
 * A checkout step sends the shopper back to an earlier one with the error catalogue's message
 * (000 §4, §8: price_mismatch and out_of_stock to the bag, invalid_address to the shipping step)
 * as `?message=<code>`. Only the catalogue's codes are shown, so the query cannot put arbitrary
 * text on the page.
 */
export const CHECKOUT_NOTICE_QUERY = 'message';

const NOTICE_CODES: ReadonlySet<string> = new Set(
  Object.values(SHOP_ERROR_CATALOGUE)
    .map((handling) => handling.message)
    .filter((code): code is NonNullable<typeof code> => code !== null),
);

/** The path with the notice: `/order?message=price_mismatch`. */
export const withCheckoutNotice = (path: string, code: MessageCode | undefined): string =>
  code ? `${path}?${CHECKOUT_NOTICE_QUERY}=${encodeURIComponent(code)}` : path;

/** The notice a page was reached with, in the page's language; null when there is none. */
export function checkoutNotice(url: URL, locale: Locale): string | null {
  const code = url.searchParams.get(CHECKOUT_NOTICE_QUERY);
  return code && NOTICE_CODES.has(code) ? translate(code as MessageCode, locale) : null;
}
