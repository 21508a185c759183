import { describe, expect, it } from 'vitest';
import {
  canAdvertiseVoucher,
  isBannerActive,
  selectFloatingBanners,
  selectTopBanners,
  shouldShowPopup,
} from './banners';
import {
  advanceTour,
  coachmarkStore,
  markCoachmarkVisited,
  skipTour,
  startTour,
} from './quick-tour';

const NOW = '2024-08-05T12:00:00Z';
const hoursAgo = (h: number) => new Date(Date.parse(NOW) - h * 3_600_000).toISOString();

describe('popup banner (000 §5, 001 §4)', () => {
  it.each([
    ['everyday: never shown', 'everyday', null, true],
    ['everyday: shown 23 h ago', 'everyday', hoursAgo(23), false],
    ['everyday: shown exactly 24 h ago', 'everyday', hoursAgo(24), true],
    ['everyday: shown 25 h ago', 'everyday', hoursAgo(25), true],
    ['once: shown before', 'once', hoursAgo(100), false],
    ['always', 'always', hoursAgo(0), true],
  ])('§5 %s', (_rule, setting, lastShownAt, expected) => {
    expect(shouldShowPopup({ setting, lastShownAt, now: NOW })).toBe(expected);
  });
});

describe('banner active window (000 §5)', () => {
  it.each([
    [
      'active within the window',
      { is_active: true, start_date: hoursAgo(1), end_date: hoursAgo(-1) },
      true,
    ],
    ['inactive flag', { is_active: false, start_date: hoursAgo(1), end_date: hoursAgo(-1) }, false],
    ['not started', { is_active: true, start_date: hoursAgo(-1), end_date: hoursAgo(-2) }, false],
    ['ended', { is_active: true, start_date: hoursAgo(5), end_date: hoursAgo(1) }, false],
    ['start edge included', { is_active: true, start_date: NOW, end_date: hoursAgo(-1) }, true],
    ['end edge included', { is_active: true, start_date: hoursAgo(1), end_date: NOW }, true],
    ['open-ended', { is_active: true }, true],
  ])('§5 %s', (_rule, item, expected) => {
    expect(isBannerActive(item, NOW)).toBe(expected);
  });

  it('§9 top banners max 2, floating banners max 2 (active ones only)', () => {
    const items = [
      { is_active: false },
      { is_active: true },
      { is_active: true },
      { is_active: true },
    ];
    expect(selectTopBanners(items, NOW)).toHaveLength(2);
    expect(selectFloatingBanners(items.slice(0, 2), NOW)).toHaveLength(1);
  });
});

describe('quick tour (001 §4)', () => {
  it.each([
    ['advances by index', startTour(3, false), { index: 1, open: true, visited: false }],
    [
      'the last step closes and marks visited',
      { index: 2, total: 3, open: true, visited: false },
      { index: 2, open: false, visited: true },
    ],
    [
      'a closed tour stays closed',
      { index: 0, total: 3, open: false, visited: true },
      { open: false },
    ],
  ])('001 §4 %s', (_rule, state, expected) => {
    expect(advanceTour(state)).toMatchObject(expected);
  });

  it('001 §4 skipping marks visited; visited tours never open; storage by login', () => {
    expect(skipTour(startTour(3, false))).toMatchObject({ open: false, visited: true });
    expect(startTour(3, true).open).toBe(false);
    expect(coachmarkStore(true)).toBe('user');
    expect(coachmarkStore(false)).toBe('cookie');
    expect(markCoachmarkVisited(['a'], 'tour')).toEqual(['a', 'tour']);
    expect(markCoachmarkVisited(['tour'], 'tour')).toEqual(['tour']);
  });
});

describe('canAdvertiseVoucher: a banner shows its voucher only while the bag would take it', () => {
  const NOW = '2026-11-21T03:00:00.000Z';
  it.each([
    {
      case: 'running',
      voucher: {
        is_active: true,
        starts_at: '2026-11-20T00:00:00Z',
        ends_at: '2026-12-20T00:00:00Z',
      },
      shown: true,
    },
    {
      case: 'open-ended',
      voucher: { is_active: true, starts_at: null, ends_at: null },
      shown: true,
    },
    {
      case: 'switched off',
      voucher: { is_active: false, starts_at: null, ends_at: null },
      shown: false,
    },
    {
      case: 'not started',
      voucher: { is_active: true, starts_at: '2026-11-22T00:00:00Z', ends_at: null },
      shown: false,
    },
    {
      case: 'ended at this moment',
      voucher: { is_active: true, starts_at: null, ends_at: NOW },
      shown: false,
    },
    { case: 'no such voucher', voucher: null, shown: false },
  ])('$case: $shown', ({ voucher, shown }) => {
    expect(canAdvertiseVoucher(voucher, NOW)).toBe(shown);
  });
});
