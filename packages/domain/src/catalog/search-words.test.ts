import { describe, expect, it } from 'vitest';
import { oneLetterDropPattern, searchParts, SEARCH_SYNONYMS } from './search-words';

describe('searchParts', () => {
  it.each([
    { text: 'serum', parts: [['serum']] },
    { text: 'Maskara', parts: [['maskara', 'mascara']] },
    { text: 'mascara', parts: [['mascara', 'maskara']] },
    { text: 'tabir surya', parts: [['tabir surya', 'sunscreen', 'sunblock']] },
    {
      text: 'pembersih wajah',
      parts: [['pembersih wajah', 'sabun muka', 'cleanser', 'facial wash', 'face wash']],
    },
    { text: 'pelembap bibir', parts: [['pelembap bibir', 'lip balm']] },
    { text: 'serum tabir surya', parts: [['serum'], ['tabir surya', 'sunscreen', 'sunblock']] },
    { text: 'tabir', parts: [['tabir']] },
    { text: '  ', parts: [] },
  ])('$text', ({ text, parts }) => {
    expect(
      searchParts(text).map((part) => part.alternatives.map((words) => words.join(' '))),
    ).toEqual(parts);
  });

  it('every family has an Indonesian and an English word, and no word twice in a family', () => {
    for (const family of SEARCH_SYNONYMS) {
      expect(family.length).toBeGreaterThanOrEqual(2);
      expect(new Set(family).size).toBe(family.length);
    }
    expect(SEARCH_SYNONYMS.length).toBeGreaterThanOrEqual(40);
  });
});

describe('oneLetterDropPattern', () => {
  const matches = (typed: string, word: string) =>
    new RegExp(
      oneLetterDropPattern(typed)!
        .replace(/\\m|\\M/g, '\\b')
        .replace(/\[\[:alnum:\]\]/g, '[\\p{L}\\p{N}]'),
      'u',
    ).test(word);
  it.each([
    { typed: 'cusion', word: 'velvet cushion spf', found: true },
    { typed: 'condtioner', word: 'conditioner', found: true },
    { typed: 'cusion', word: 'cusion', found: false },
    { typed: 'cusion', word: 'cussion x', found: true },
    { typed: 'cusion', word: 'cushions', found: false },
    { typed: 'cusion', word: 'occasion', found: false },
  ])('$typed in "$word": $found', ({ typed, word, found }) => {
    expect(matches(typed, word)).toBe(found);
  });

  it.each(['lip', 'a.b*', ''])('no pattern for "%s"', (typed) => {
    expect(oneLetterDropPattern(typed)).toBeNull();
  });
});
