/**
 * What "English in the Indonesian shop" means to the tests (ADR 0030): English words a shop's
 * interface uses — a button, a state, a label, a facet — that Indonesian does not borrow. A text
 * shown in the id locale that holds one of them, once the names and loanwords the ADR keeps are
 * taken out, is an untranslated string. Used by the copy test (every text table and the domain's
 * catalogue) and the browser walk (`e2e/tests/id-locale.spec.ts`, which imports this file).
 */
export const ENGLISH_UI_WORDS = [
  // actions and buttons
  'add',
  'apply',
  'applied',
  'applying',
  'buy',
  'cancel',
  'change',
  'choose',
  'close',
  'confirm',
  'continue',
  'delete',
  'edit',
  'get',
  'hide',
  'load',
  'more',
  'open',
  'pay',
  'remove',
  'reorder',
  'retry',
  'save',
  'select',
  'selected',
  'send',
  'show',
  'sign',
  'submit',
  'track',
  'try',
  'upload',
  'view',
  // shop nouns and states
  'accepted',
  'account',
  'address',
  'available',
  'awaiting',
  'bag',
  'cancelled',
  'created',
  'delivered',
  'delivery',
  'disc',
  'discount',
  'error',
  'failed',
  'failure',
  'free',
  'options',
  'order',
  'orders',
  'packed',
  'payment',
  'price',
  'printed',
  'refund',
  'return',
  'shipped',
  'shipping',
  'size',
  'sold',
  'variant',
  'wrong',
  // beauty profile, concerns and facets
  'acne',
  'aging',
  'combination',
  'dandruff',
  'dark',
  'dry',
  'dullness',
  'fall',
  'hair',
  'hydrating',
  'oily',
  'pores',
  'redness',
  'sensitive',
  'skin',
  'spots',
  'texture',
  'uneven',
  'waterproof',
  'brightening',
  'nourishing',
  'lasting',
  'protection',
  // glue words no Indonesian sentence holds
  'the',
  'and',
  'your',
  'you',
  'with',
  'please',
  'only',
  'of',
] as const;

/**
 * Names and loanwords that stay as they are in the id locale (ADR 0030's list). Brand, product
 * and shade names are data and are taken out by the walk itself; these are the shop's own.
 */
export const KEPT_IN_INDONESIAN = [
  'Kilau',
  'QRIS',
  'Flash Sale',
  'Beauty Points',
  'beauty points',
  'Virtual Account',
  'virtual account',
  'Virtual account',
  'payment gateway',
  'Paper Bag',
  'Paper bag',
  'paper bag',
  'e-wallet',
  'PRE-ORDER',
  'pre-order',
  'Pre-order',
  'SALE',
  'Sale',
  'Shade',
  'shade',
  'E-Gift',
  'Add-on',
] as const;

const WORD = new RegExp(`\\b(${ENGLISH_UI_WORDS.join('|')})\\b`, 'gi');

/** The English UI words a text still holds once the kept names are removed (none: []). */
export function englishWordsIn(
  text: string,
  kept: readonly string[] = KEPT_IN_INDONESIAN,
): string[] {
  // Placeholders, e-mail addresses and links are not words of the interface.
  let rest = text.replace(/\{\w+\}|\S+@\S+|https?:\/\/\S+/g, ' ');
  // Longest first, in any case (labels and brand names may be shown in capitals by CSS).
  for (const name of [...kept].sort((a, b) => b.length - a.length)) {
    rest = rest.replace(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), ' ');
  }
  return [...rest.matchAll(WORD)].map((match) => match[0]);
}
