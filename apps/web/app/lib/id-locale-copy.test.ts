import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@kilau/domain/messages';
import { ACCOUNT_TEXT } from '~/features/account/text/account';
import { ADDRESS_TEXT } from '~/features/addresses/text/addresses';
import { AUTH_TEXT } from '~/features/auth/text/auth';
import { BAG_TEXT } from '~/features/bag/text/bag';
import { BANNER_TEXT } from '~/features/banners/text/banners';
import { CART_TEXT } from '~/features/cart/text/cart';
import { CATALOG_TEXT } from '~/features/catalog/text/catalog';
import { CHECKOUT_TEXT } from '~/features/checkout/text/checkout';
import { HOW_TO_PAY_TEXT } from '~/features/checkout/text/how-to-pay';
import { PAYMENT_TEXT } from '~/features/checkout/text/payment';
import { HOME_TEXT } from '~/features/home/text/home';
import { RETURNS_TEXT } from '~/features/orders/text/returns-table';
import { ORDERS_TEXT } from '~/features/orders/text/table';
import { SEARCH_TEXT } from '~/features/search/text/search';
import { WISHLIST_TEXT } from '~/features/wishlist/text/wishlist';
import { englishWordsIn } from '~/testing/id-locale-words';
import { UI_TEXT } from './ui-text';

/**
 * ADR 0030: the id locale shows no English outside the ADR's list. Every text table of the
 * storefront and the domain's message catalogue, read in Indonesian.
 */
const TABLES = {
  UI_TEXT,
  ACCOUNT_TEXT,
  ADDRESS_TEXT,
  AUTH_TEXT,
  BAG_TEXT,
  BANNER_TEXT,
  CART_TEXT,
  CATALOG_TEXT,
  CHECKOUT_TEXT,
  HOW_TO_PAY_TEXT,
  PAYMENT_TEXT,
  HOME_TEXT,
  ORDERS_TEXT,
  RETURNS_TEXT,
  SEARCH_TEXT,
  WISHLIST_TEXT,
  MESSAGES,
} as const;

const ROWS = Object.entries(TABLES).flatMap(([table, entries]) =>
  Object.entries(entries as Record<string, { id: string; en: string }>).map(
    ([key, text]) => [`${table}.${key}`, text.id] as const,
  ),
);

describe('the Indonesian copy', () => {
  it('reads every table (the walk is not empty)', () => {
    expect(ROWS.length).toBeGreaterThan(900);
  });

  it('holds no English UI word outside the kept names', () => {
    const english = ROWS.flatMap(([key, text]) => {
      const words = englishWordsIn(text);
      return words.length > 0 ? [`${key}: "${text}" (${words.join(', ')})`] : [];
    });
    expect(english).toEqual([]);
  });

  it('writes buttons in sentence case, never in capitals (ADR 0030)', () => {
    const capitals = ROWS.filter(
      ([key, text]) =>
        /(^|\.)(label|action)_|buyNow|Action$|Button$/.test(key) &&
        /[A-Z]{3,}/.test(text.replace(/\b(OVO|BCA|QRIS|WIB|COD|VA|OTP|PIN|CVV)\b/g, '')),
    );
    expect(capitals).toEqual([]);
  });
});
