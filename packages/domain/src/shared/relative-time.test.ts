import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const NOW = '2024-08-05T12:00:00Z';
const ago = (ms: number) => new Date(Date.parse(NOW) - ms).toISOString();
const MIN = 60_000;

describe('relative times (001 §9 "1 menit, 1 jam, 1 hari, Sekarang")', () => {
  it.each([
    ['Sekarang under a minute', ago(59_999), 'Sekarang'],
    ['Sekarang for a future moment (clock skew)', ago(-5 * MIN), 'Sekarang'],
    ['1 menit at one minute', ago(MIN), '1 menit'],
    ['59 menit', ago(59 * MIN + 59_000), '59 menit'],
    ['1 jam at one hour', ago(60 * MIN), '1 jam'],
    ['23 jam', ago(24 * 60 * MIN - 1), '23 jam'],
    ['1 hari at one day', ago(24 * 60 * MIN), '1 hari'],
    ['29 hari', ago(29 * 24 * 60 * MIN), '29 hari'],
    ['the date from 30 days on', ago(30 * 24 * 60 * MIN), '6 Jul 2024'],
  ])('001 §9 %s', (_rule, input, expected) => {
    expect(formatRelativeTime(input, NOW)).toBe(expected);
  });

  it('speaks English', () => {
    expect(formatRelativeTime(ago(2 * 60 * MIN), NOW, 'en')).toBe('2 h');
    expect(formatRelativeTime(ago(0), NOW, 'en')).toBe('Just now');
  });

  it('is empty for no date', () => {
    expect(formatRelativeTime('', NOW)).toBe('');
  });
});
