import { describe, expect, it } from 'vitest';
import { countWords, needsReadMore, truncateText } from './text';

describe('text helpers (000 §9 read more 100; 001 §9 truncation)', () => {
  it.each([
    ['empty', '', 0],
    ['spaces only', '   ', 0],
    ['words split on any whitespace', 'satu  dua\ntiga\tempat', 4],
  ])('counts words: %s', (_rule, text, count) => {
    expect(countWords(text)).toBe(count);
  });

  it.each([
    ['read more default 100', 'a'.repeat(101), undefined, `${'a'.repeat(100)}...`],
    ['short text unchanged', 'halo', undefined, 'halo'],
    ['username 12', 'abcdefghijklmnop', 12, 'abcdefghijkl...'],
  ])('001 §9 truncates: %s', (_rule, text, max, expected) => {
    expect(truncateText(text, max)).toBe(expected);
  });

  it('needs read more only above the limit', () => {
    expect(needsReadMore('a'.repeat(100))).toBe(false);
    expect(needsReadMore('a'.repeat(101))).toBe(true);
  });
});
