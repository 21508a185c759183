/**
 * Whether a review waits for the back office before shoppers see it (docs/design/reviews.md,
 * decision 6): a link, an Indonesian phone number or a banned word in its text, tags or captions
 * holds it; so do reports by several members.
 */
export type HoldReason = 'link' | 'phone' | 'banned_word' | 'reports';

/** Reports by this many different members hold a published review. */
export const REVIEW_REPORTS_TO_HOLD = 3;

/**
 * Words that hold a review (lower case, matched as whole words): abuse, and the marketplace's
 * selling and contact words that a review is not the place for. Words a fair review uses
 * ("jual", "babi" in a halal question) are not on it.
 */
export const REVIEW_BANNED_WORDS: readonly string[] = [
  'anjing',
  'bangsat',
  'bajingan',
  'kontol',
  'memek',
  'ngentot',
  'goblok',
  'tolol',
  'wts',
  'wtb',
  'whatsapp',
];

const LINK =
  /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|net|org|id|co\.id|xyz|info|biz|ly|me|io|shop|store)\b/i;
/** 08…, 628…, +62 8… with at least 9 digits in all, separators allowed between groups. */
const PHONE = /(?:\+?62|0)[\s.-]?8(?:[\s.-]?\d){7,12}/;

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The reasons `texts` hold a review, in a fixed order, none when it may be published. */
export function holdReasons(
  texts: readonly string[],
  bannedWords: readonly string[] = REVIEW_BANNED_WORDS,
): HoldReason[] {
  const text = texts.join('\n').normalize('NFKC');
  const reasons: HoldReason[] = [];
  if (LINK.test(text)) reasons.push('link');
  if (PHONE.test(text)) reasons.push('phone');
  const lower = text.toLowerCase();
  if (
    bannedWords.some((word) =>
      new RegExp(`(?:^|[^\\p{L}\\p{N}])${escape(word)}(?:$|[^\\p{L}\\p{N}])`, 'u').test(lower),
    )
  )
    reasons.push('banned_word');
  return reasons;
}
