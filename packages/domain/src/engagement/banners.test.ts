import { describe, expect, it } from 'vitest';
import {
  campaignIconPath,
  canAdvertiseVoucher,
  isBannerActive,
  selectFloatingBanners,
  selectTopBanners,
  shouldShowPopup,
} from './banners';
import {
  advanceTour,
  coachmarkStore,
  hasSeenQuickTour,
  quickTourShowsOn,
  tourVisitToRecord,
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

  it.each([
    ['a new guest has not seen it', null, false, false, false],
    ['a guest with the cookie has', null, true, true, false],
    ['a member without the coachmark has not', ['other'], false, false, false],
    ['a member with the coachmark has', ['quick_tour'], false, true, false],
    ['a member whose browser saw it as a guest has, and the list learns it', [], true, true, true],
    ['a member with both records nothing more', ['quick_tour'], true, true, false],
  ] as const)('001 §4 %s', (_rule, coachmarks, cookie, seen, record) => {
    expect(hasSeenQuickTour({ coachmarks, cookie })).toBe(seen);
    expect(tourVisitToRecord({ coachmarks, cookie })).toBe(record);
  });

  it.each([
    ['/', true],
    ['/shop/all', true],
    ['/brand/somethinc', true],
    ['/serum/12-glow-serum', true],
    ['/faq', true],
    ['/order', false],
    ['/order/payment', false],
    ['/order/success/KL-1', false],
    ['/midtrans-failed', false],
    ['/self-checkout', false],
    ['/complete-profile', false],
    ['/set-password', false],
    ['/signup', false],
    ['/orderly-things', true],
  ])('the tour may open on %s: %s', (path, shows) => {
    expect(quickTourShowsOn(path)).toBe(shows);
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

describe('campaignIconPath (001 §2, the floating campaign icon)', () => {
  it('opens the lucky draw’s game for its campaign, any other campaign’s page', () => {
    expect(campaignIconPath('lucky-draw')).toBe('/lucky-draw');
    expect(campaignIconPath('glow-week')).toBe('/campaign/glow-week');
  });
});
