import { describe, expect, it } from 'vitest';
import {
  isIsoDay,
  startOfWibIsoDay,
  endOfWibDay,
  formatDate,
  formatDateTime,
  formatTime,
  formatFilterDate,
  formatIsoDay,
  startOfWibDay,
  fromWibDateTime,
  toDate,
  toWibDateTime,
} from './date';

describe('WIB dates (000 §1, §9; 001 §9)', () => {
  it.each([
    ['000 §9 D MMM YYYY, Indonesian month', '2024-08-05T03:00:00Z', 'id', '5 Agu 2024'],
    [
      '000 §9 WIB crosses midnight (17:00 UTC is 00:00 WIB)',
      '2024-12-31T17:00:00Z',
      'id',
      '1 Jan 2025',
    ],
    ['000 §9 Indonesian May is Mei', '2024-05-10T00:00:00Z', 'id', '10 Mei 2024'],
    ['000 §9 Indonesian October is Okt', '2024-10-10T00:00:00Z', 'id', '10 Okt 2024'],
    ['000 §9 Indonesian December is Des', '2024-12-10T00:00:00Z', 'id', '10 Des 2024'],
    ['001 §8 English month names', '2024-09-05T00:00:00Z', 'en', '5 Sep 2024'],
  ] as const)('%s', (_rule, input, locale, expected) => {
    expect(formatDate(input, locale)).toBe(expected);
  });

  it.each([
    ['000 §9 detail D MMM YYYY, hh:mm in WIB', '2024-08-05T07:30:00Z', '5 Agu 2024, 14:30'],
    ['000 §9 detail midnight WIB', '2024-08-04T17:05:00Z', '5 Agu 2024, 00:05'],
    ['000 §9 detail from a Date', new Date(Date.UTC(2024, 0, 1, 1, 2)), '1 Jan 2024, 08:02'],
    ['000 §9 detail from epoch ms', Date.UTC(2024, 0, 1, 16, 59), '1 Jan 2024, 23:59'],
  ] as const)('%s', (_rule, input, expected) => {
    expect(formatDateTime(input)).toBe(expected);
  });

  it.each([
    ['a chat time hh:mm in WIB', '2024-08-05T07:30:00Z', '14:30'],
    ['a chat time past midnight WIB', '2024-08-04T17:05:00Z', '00:05'],
  ] as const)('%s', (_rule, input, expected) => {
    expect(formatTime(input)).toBe(expected);
  });

  it.each([
    ['000 §9 order filter dd - MM - yy', '2024-08-05T03:00:00Z', '05 - 08 - 24'],
    ['000 §9 order filter in WIB', '2024-12-31T17:00:00Z', '01 - 01 - 25'],
  ])('%s', (_rule, input, expected) => {
    expect(formatFilterDate(input)).toBe(expected);
  });

  it.each([null, undefined, '', 'not a date'])('formats nothing for %s', (input) => {
    expect(formatDate(input)).toBe('');
    expect(formatDateTime(input)).toBe('');
    expect(formatFilterDate(input)).toBe('');
    expect(formatTime(input)).toBe('');
    expect(toDate(input)).toBeNull();
  });

  it('gives the WIB calendar day and its bounds', () => {
    expect(formatIsoDay('2024-02-29T18:00:00Z')).toBe('2024-03-01');
    expect(startOfWibDay('2024-03-01T05:00:00Z')?.toISOString()).toBe('2024-02-29T17:00:00.000Z');
    expect(endOfWibDay('2024-03-01T05:00:00Z')?.toISOString()).toBe('2024-03-01T16:59:59.999Z');
  });
});

describe('a calendar day written YYYY-MM-DD', () => {
  it.each([
    ['2026-11-21', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-5', false],
    ['21-11-2026', false],
    ['', false],
  ])('%s is a day: %s', (value, valid) => {
    expect(isIsoDay(value)).toBe(valid);
  });

  it('starts at midnight WIB (17:00 UTC the day before)', () => {
    expect(startOfWibIsoDay('2026-11-21').toISOString()).toBe('2026-11-20T17:00:00.000Z');
  });
});

describe('WIB wall-clock times without a zone', () => {
  it.each([
    ['2026-11-21 10:00:00', '2026-11-21T03:00:00.000Z'],
    ['2026-11-22 00:30:00', '2026-11-21T17:30:00.000Z'], // just after midnight WIB
    ['2026-11-21 23:59:59', '2026-11-21T16:59:59.000Z'],
  ])('reads %s as %s and writes it back', (wib, utc) => {
    expect(fromWibDateTime(wib)?.toISOString()).toBe(utc);
    expect(toWibDateTime(new Date(utc))).toBe(wib);
  });

  it('is null for text that is not a time', () => {
    expect(fromWibDateTime('kemarin')).toBeNull();
  });
});
