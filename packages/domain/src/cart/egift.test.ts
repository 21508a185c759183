import { describe, expect, it } from 'vitest';
import { checkEgiftInfo, isIsoDay, type EgiftInfoInput } from './egift';

// 2026-11-21 23:30 WIB (16:30 UTC): the shop's calendar is already on the 21st, UTC too.
const NOW = new Date('2026-11-21T16:30:00Z');
// 2026-11-22 00:30 WIB is still the 21st in UTC.
const AFTER_WIB_MIDNIGHT = new Date('2026-11-21T17:30:00Z');

describe('e-gift recipient info (design/the-bag.md)', () => {
  it.each<[string, EgiftInfoInput | null, Date, Record<string, string>]>([
    ['complete, today', { recipient_email: 'sari@mail.id', delivery_date: '2026-11-21' }, NOW, {}],
    ['later day', { recipient_email: 'sari@mail.id', delivery_date: '2027-01-05' }, NOW, {}],
    ['missing altogether', null, NOW, { recipient_email: 'required', delivery_date: 'required' }],
    [
      'blank e-mail',
      { recipient_email: '  ', delivery_date: '2026-11-21' },
      NOW,
      { recipient_email: 'required' },
    ],
    [
      'bad e-mail',
      { recipient_email: 'sari@', delivery_date: '2026-11-21' },
      NOW,
      { recipient_email: 'email_invalid' },
    ],
    [
      'yesterday',
      { recipient_email: 'sari@mail.id', delivery_date: '2026-11-20' },
      NOW,
      { delivery_date: 'egift_delivery_date_past' },
    ],
    [
      'the UTC day after WIB midnight is already past',
      { recipient_email: 'sari@mail.id', delivery_date: '2026-11-21' },
      AFTER_WIB_MIDNIGHT,
      { delivery_date: 'egift_delivery_date_past' },
    ],
    [
      'not a day',
      { recipient_email: 'sari@mail.id', delivery_date: '2026-02-30' },
      NOW,
      { delivery_date: 'egift_delivery_date_invalid' },
    ],
  ])('%s', (_case, info, now, problems) => {
    expect(checkEgiftInfo(info, now)).toEqual(problems);
  });

  it.each([
    ['2026-11-21', true],
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['21-11-2026', false],
    ['2026-11-21T00:00:00Z', false],
  ])('%s is an ISO day: %s', (value, expected) => {
    expect(isIsoDay(value)).toBe(expected);
  });
});
