import { describe, expect, it } from 'vitest';
import {
  NO_PROMOTION,
  applyPromotionOption,
  normalizeVoucherCode,
  preparePointsRedemption,
  prepareVoucherRedemption,
  promotionsClearedBy,
  togglePaperBag,
} from './promotions';

describe('voucher code (000 §5)', () => {
  it.each([
    ['empty gives Kode Voucher harus diisi', '', { ok: false, code: 'voucher_code_required' }],
    ['whitespace only', '  \t ', { ok: false, code: 'voucher_code_required' }],
    ['null', null, { ok: false, code: 'voucher_code_required' }],
    ['all whitespace removed', ' KI LAU 10 \n', { ok: true, value: 'KILAU10' }],
  ])('000 §5 %s', (_rule, input, expected) => {
    expect(normalizeVoucherCode(input)).toEqual(expected);
  });

  it.each([
    [
      'guests cannot redeem vouchers',
      { code: 'A', loggedIn: false },
      { ok: false, code: 'voucher_requires_login' },
    ],
    [
      'members redeem a normalised code',
      { code: ' a b ', loggedIn: true },
      { ok: true, value: 'ab' },
    ],
  ])('000 §5 %s', (_rule, input, expected) => {
    expect(prepareVoucherRedemption(input)).toEqual(expected);
  });
});

describe('beauty points (000 §5)', () => {
  it.each([
    [
      'guests cannot redeem points',
      { points: 10, loggedIn: false },
      { ok: false, code: 'points_requires_login' },
    ],
    ['zero sends nothing', { points: 0, loggedIn: true }, { ok: false, code: 'points_zero' }],
    ['empty sends nothing', { points: null, loggedIn: true }, { ok: false, code: 'points_zero' }],
    ['negative sends nothing', { points: -5, loggedIn: true }, { ok: false, code: 'points_zero' }],
    [
      'above the balance',
      { points: 50, loggedIn: true, balance: 10 },
      { ok: false, code: 'points_exceed_balance' },
    ],
    ['a nonzero value is sent', { points: 10, loggedIn: true }, { ok: true, value: 10 }],
  ])('000 §5 %s', (_rule, input, expected) => {
    expect(preparePointsRedemption(input)).toEqual(expected);
  });
});

describe('promotion options are mutually exclusive (000 §4)', () => {
  const withVoucher = applyPromotionOption(NO_PROMOTION, { kind: 'voucher', code: 'KILAU' });

  it.each([
    [
      'voucher clears points',
      { ...NO_PROMOTION, points: 100 },
      { kind: 'voucher', code: 'A' },
      { ...NO_PROMOTION, voucher: { code: 'A' } },
    ],
    [
      'points clear the voucher',
      withVoucher,
      { kind: 'points', points: 20 },
      { ...NO_PROMOTION, points: 20 },
    ],
    [
      'free product clears both',
      { ...withVoucher, points: 5 },
      { kind: 'free_product', voucherId: 'f' },
      { ...NO_PROMOTION, freeProductVoucherId: 'f' },
    ],
    [
      'paper bag stays selected',
      { ...withVoucher, paperBagVoucherId: 'bag' },
      { kind: 'points', points: 1 },
      { ...NO_PROMOTION, points: 1, paperBagVoucherId: 'bag' },
    ],
  ] as const)('000 §4 %s', (_rule, state, option, expected) => {
    expect(applyPromotionOption(state, option)).toEqual(expected);
  });

  it('000 §4 lists what to clear', () => {
    expect(
      promotionsClearedBy({ ...withVoucher, points: 3 }, { kind: 'points', points: 1 }),
    ).toEqual(['voucher']);
  });

  it('000 §4 the paper-bag voucher is selectable', () => {
    const on = togglePaperBag(NO_PROMOTION, 'bag');
    expect(on.paperBagVoucherId).toBe('bag');
    expect(togglePaperBag(on, 'bag').paperBagVoucherId).toBeNull();
  });
});
