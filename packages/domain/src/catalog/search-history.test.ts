import { describe, expect, it } from 'vitest';
import { createSearchHistoryClickSchema } from './search-history-schema';
import {
  forgetSearchKeyword,
  normalizeSearchKeyword,
  readSearchKeywords,
  rememberSearchKeyword,
  SEARCH_KEYWORD_MAX_LENGTH,
  searchKeywordKey,
} from './search-history';

describe('search keyword normalisation (001 §3 search history keyword)', () => {
  it.each([
    ['trims', '  serum  ', 'serum'],
    ['collapses white space', 'vitamin \t\n c   serum', 'vitamin c serum'],
    ['composes accents', 'cre\u0301me', 'cr\u00e9me'],
    ['keeps the case as typed', 'Lip Tint', 'Lip Tint'],
    ['blank is empty', ' \u00a0 ', ''],
  ])('%s', (_rule, raw, expected) => {
    expect(normalizeSearchKeyword(raw)).toBe(expected);
  });

  it('compares case-insensitively', () => {
    expect(searchKeywordKey(' LIP  tint ')).toBe(searchKeywordKey('lip tint'));
  });
});

describe('recent searches (001 §9 recent search 5)', () => {
  const five = ['e', 'd', 'c', 'b', 'a'];
  it.each([
    ['first search', [], 'serum', ['serum']],
    ['newest first', ['toner', 'sunscreen'], 'serum', ['serum', 'toner', 'sunscreen']],
    [
      'a repeat moves to the front once',
      ['toner', 'serum', 'mask'],
      'serum',
      ['serum', 'toner', 'mask'],
    ],
    [
      'a repeat in another case keeps the latest spelling',
      ['toner', 'serum'],
      'SERUM',
      ['SERUM', 'toner'],
    ],
    ['normalises what it keeps', [], '  lip   tint ', ['lip tint']],
    ['keeps at most five', five, 'f', ['f', 'e', 'd', 'c', 'b']],
    ['a blank search changes nothing', ['toner'], '   ', ['toner']],
    ['drops junk from storage', ['toner', null, 3, { q: 'x' }, ''], 'serum', ['serum', 'toner']],
    ['drops duplicates from storage', ['toner', 'Toner', ' toner '], 'serum', ['serum', 'toner']],
  ] as const)('%s', (_rule, stored, keyword, expected) => {
    expect(rememberSearchKeyword(stored, keyword)).toEqual(expected);
  });

  it('drops a keyword longer than the catalogue searches', () => {
    const long = 'x'.repeat(SEARCH_KEYWORD_MAX_LENGTH + 1);
    expect(rememberSearchKeyword(['toner'], long)).toEqual(['toner']);
    expect(readSearchKeywords([long, 'toner'])).toEqual(['toner']);
  });

  it.each([
    ['not a list', 'serum', []],
    ['more than five', ['a', 'b', 'c', 'd', 'e', 'f'], ['a', 'b', 'c', 'd', 'e']],
  ] as const)('reads back %s', (_rule, stored, expected) => {
    expect(readSearchKeywords(stored)).toEqual(expected);
  });

  it.each([
    ['removes one, in any case', ['serum', 'toner', 'mask'], 'TONER', ['serum', 'mask']],
    ['an unknown keyword changes nothing', ['serum'], 'toner', ['serum']],
  ] as const)('forget: %s', (_rule, stored, keyword, expected) => {
    expect(forgetSearchKeyword(stored, keyword)).toEqual(expected);
  });
});

describe('search history click (001 §7 POST search-history-clicks)', () => {
  const parse = (body: unknown, locale: 'id' | 'en' = 'id') =>
    createSearchHistoryClickSchema(locale).safeParse(body);
  const fieldErrors = (body: unknown, locale: 'id' | 'en' = 'id') => {
    const result = parse(body, locale);
    if (result.success) return {};
    return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it.each([
    ['a keyword', { keyword: ' serum ' }, { keyword: 'serum' }],
    ['a recent search by id string', { keyword_id: '12' }, { keyword_id: 12 }],
    [
      'a result with product and position',
      { keyword: 'serum', product_id: 7, position: 3, source: 'result' },
      { keyword: 'serum', product_id: 7, position: 3, source: 'result' },
    ],
  ])('accepts %s', (_rule, body, expected) => {
    const result = parse(body);
    expect(result.success).toBe(true);
    expect(result.data).toEqual(expected);
  });

  it.each([
    ['neither keyword nor id', {}, { keyword: 'Data belum diisi' }],
    ['a blank keyword', { keyword: '  ' }, { keyword: 'Data belum diisi' }],
    [
      'a keyword over 100 characters',
      { keyword: 'x'.repeat(101) },
      { keyword: 'Kata kunci maksimal 100 karakter' },
    ],
    [
      'a product id that is not a number',
      { keyword: 'a', product_id: 'x' },
      { product_id: 'Pilihan tidak valid' },
    ],
    ['a zero keyword id', { keyword_id: 0 }, { keyword_id: 'Pilihan tidak valid' }],
    [
      'a position of 0',
      { keyword: 'a', position: 0 },
      { position: 'Posisi harus angka 1 sampai 10100' },
    ],
    ['an unknown source', { keyword: 'a', source: 'banner' }, { source: 'Pilihan tidak valid' }],
  ])('refuses %s', (_rule, body, expected) => {
    expect(fieldErrors(body)).toEqual(expected);
  });

  it('speaks English on request', () => {
    expect(fieldErrors({}, 'en')).toEqual({ keyword: 'This field is required' });
  });
});
