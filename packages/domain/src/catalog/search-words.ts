/**
 * How a shopper's search words become what the catalogue is searched for: Indonesian and English
 * product words are one family (a search for any of them finds every one), and the typo
 * fallback also accepts a word with one letter dropped ("cusion" finds "cushion").
 */

/**
 * Families of product words that mean the same thing, Indonesian first, then English (and the
 * common other spellings). A word of several words ("tabir surya") matches as a phrase.
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ['maskara', 'mascara'],
  ['bedak', 'powder'],
  ['pelembap', 'pelembab', 'moisturizer', 'moisturiser'],
  ['tabir surya', 'sunscreen', 'sunblock'],
  ['perona pipi', 'blush', 'blusher'],
  ['alas bedak', 'foundation'],
  ['pembersih wajah', 'sabun muka', 'cleanser', 'facial wash', 'face wash'],
  ['pembersih', 'cleanser'],
  ['lipstik', 'lipstick'],
  ['pewarna bibir', 'lip tint', 'liptint'],
  ['pelembap bibir', 'lip balm'],
  ['penyegar', 'toner'],
  ['esens', 'esensi', 'essence'],
  ['sampo', 'shampoo'],
  ['kondisioner', 'conditioner'],
  ['parfum', 'perfume', 'minyak wangi', 'wewangian', 'fragrance'],
  ['perona mata', 'eyeshadow', 'eye shadow'],
  ['penjepit bulu mata', 'eyelash curler', 'curler'],
  ['bulu mata', 'lash', 'eyelash'],
  ['alis', 'brow', 'eyebrow'],
  ['kuas', 'brush'],
  ['spons', 'sponge'],
  ['masker rambut', 'hair mask'],
  ['masker', 'mask'],
  ['lulur', 'scrub', 'body scrub'],
  ['sabun mandi', 'body wash', 'shower gel'],
  ['losion', 'lotion'],
  ['deodoran', 'deodorant'],
  ['pewangi badan', 'body mist'],
  ['minyak rambut', 'hair oil'],
  ['krim tangan', 'hand cream'],
  ['krim mata', 'eye cream'],
  ['krim', 'cream'],
  ['minyak', 'oil'],
  ['rambut', 'hair'],
  ['tubuh', 'badan', 'body'],
  ['wajah', 'muka', 'face'],
  ['bibir', 'lip'],
  ['jerawat', 'acne'],
  ['pencerah', 'brightening'],
  ['penutup noda', 'concealer'],
  ['pembersih riasan', 'micellar', 'makeup remover'],
  ['tas kosmetik', 'dompet kosmetik', 'pouch'],
  ['kapas', 'cotton'],
];

/** A word as the search index holds it: lower case, accents dropped. */
const plainWord = (word: string) =>
  word
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

/** The words of a text, plain, split on anything that is not a letter or digit. */
export const searchWords = (text: string): string[] =>
  plainWord(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

type Family = { terms: string[][] };

const FAMILIES: Family[] = SEARCH_SYNONYMS.map((family) => ({
  terms: family.map(searchWords),
}));

/** Each family's terms by their first word, longest term first (the longest phrase wins). */
const BY_FIRST_WORD = new Map<string, { term: string[]; family: Family }[]>();
for (const family of FAMILIES) {
  for (const term of family.terms) {
    const first = term[0];
    if (!first) continue;
    const list = BY_FIRST_WORD.get(first) ?? [];
    list.push({ term, family });
    list.sort((a, b) => b.term.length - a.term.length);
    BY_FIRST_WORD.set(first, list);
  }
}

/**
 * One part of a search: the shopper's own words (`typed`) and every way of saying them
 * (`alternatives`, each a phrase of words; the typed phrase comes first).
 */
export type SearchPart = { typed: string[]; alternatives: string[][] };

const samePhrase = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((word, i) => word === b[i]);

/**
 * The shopper's words as parts: where some words are a term of a synonym family (the longest
 * one at that place), the part offers every term of the family; any other word stands alone.
 * At most `maxWords` words are read.
 */
export function searchParts(text: string, maxWords = 8): SearchPart[] {
  const words = searchWords(text).slice(0, maxWords);
  const parts: SearchPart[] = [];
  for (let i = 0; i < words.length; ) {
    const match = (BY_FIRST_WORD.get(words[i]!) ?? []).find(({ term }) =>
      samePhrase(term, words.slice(i, i + term.length)),
    );
    if (!match) {
      parts.push({ typed: [words[i]!], alternatives: [[words[i]!]] });
      i += 1;
      continue;
    }
    const others = match.family.terms.filter((term) => !samePhrase(term, match.term));
    parts.push({ typed: match.term, alternatives: [match.term, ...others] });
    i += match.term.length;
  }
  return parts;
}

/** Words shorter than this get no one-letter-drop fallback (too many words would match). */
export const TYPO_MIN_WORD_LENGTH = 4;

const escapeRegex = (text: string) => text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');

/**
 * A PostgreSQL regular expression matching, as a whole word, any word that is `word` with one
 * letter put back in ("cusion" → `\m(.cusion|c.usion|cu.sion|…|cusion.)\M`, which "cushion"
 * matches); null for a word shorter than TYPO_MIN_WORD_LENGTH.
 */
export function oneLetterDropPattern(word: string): string | null {
  const plain = plainWord(word);
  if ([...plain].length < TYPO_MIN_WORD_LENGTH || !/^[\p{L}\p{N}]+$/u.test(plain)) return null;
  const letters = [...plain];
  const variants = new Set<string>();
  for (let i = 0; i <= letters.length; i += 1) {
    const before = escapeRegex(letters.slice(0, i).join(''));
    const after = escapeRegex(letters.slice(i).join(''));
    variants.add(`${before}[[:alnum:]]${after}`);
  }
  return `\\m(${[...variants].join('|')})\\M`;
}
