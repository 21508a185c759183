import { describe, expect, it } from 'vitest';
import { messageCodes } from '../messages';
import {
  BADGE_KEYS,
  BADGES,
  BADGES_LIMIT,
  checkRedemption,
  indonesianMobile,
  isBadgeKey,
  redeemSchema,
} from './index';

const telkomsel = { kind: 'phone_credit', cost: 250, balance_kind: 'points' } as const;
const voucher = { kind: 'partner_voucher', cost: 3, balance_kind: 'tokens' } as const;

describe('a redemption against its prize (001 §7 POST user/me/tokens/redeem)', () => {
  it.each([
    [
      'phone credit, the cost shown',
      telkomsel,
      { points: 250, phone_no: '0812 3456 7890', type: 'points' },
      { ok: true, value: { phone: '081234567890' } },
    ],
    [
      '+62 written phone',
      telkomsel,
      { points: 250, phone_no: '+62 812-3456-7890', type: 'points' },
      { ok: true, value: { phone: '081234567890' } },
    ],
    [
      'a partner voucher needs no phone',
      voucher,
      { points: 3, type: 'tokens' },
      { ok: true, value: { phone: null } },
    ],
    [
      'the other balance',
      telkomsel,
      { points: 250, phone_no: '081234567890', type: 'tokens' },
      { ok: false, code: 'reward_type_mismatch', params: { type: 'points' } },
    ],
    [
      'a landline',
      telkomsel,
      { points: 250, phone_no: '0215550123', type: 'points' },
      { ok: false, code: 'reward_phone_invalid' },
    ],
    [
      'no phone for phone credit',
      telkomsel,
      { points: 250, type: 'points' },
      { ok: false, code: 'reward_phone_invalid' },
    ],
    [
      'an old price',
      telkomsel,
      { points: 200, phone_no: '081234567890', type: 'points' },
      { ok: false, code: 'reward_cost_changed', params: { cost: 250 } },
    ],
  ] as const)('%s', (_case, prize, input, expected) => {
    expect(checkRedemption(prize, input)).toEqual(expected);
  });
});

describe('Indonesian mobile numbers', () => {
  it.each([
    ['081234567890', '081234567890'],
    ['6281234567890', '081234567890'],
    ['+62 812 3456 7890', '081234567890'],
    ['0215550123', null],
    ['0812', null],
    ['', null],
  ])('%s → %s', (typed, expected) => {
    expect(indonesianMobile(typed)).toBe(expected);
  });
});

describe('the redeem body', () => {
  const schema = redeemSchema(messageCodes);
  const body = { points: 3, partner_id: '7', tnc: true, type: 'tokens' };
  it.each([
    ['the spec fields', body, true],
    ['tnc false', { ...body, tnc: false }, false],
    ['points zero', { ...body, points: 0 }, false],
    ['points as text', { ...body, points: '3' }, false],
    ['an unknown type', { ...body, type: 'stars' }, false],
    ['a control character', { ...body, prize_name: 'a\u0007' }, false],
    ['an email banner too long', { ...body, email_banner: 'x'.repeat(501) }, false],
  ])('%s', (_case, input, valid) => {
    expect(schema.safeParse(input).success).toBe(valid);
  });
});

describe('badges (001 §1 "Badges and rewards", §9 badges 100)', () => {
  it('lists at most 100, and every milestone has a name in both languages', () => {
    expect(BADGES_LIMIT).toBe(100);
    expect(BADGE_KEYS).toEqual(['first_order', 'first_review', 'quiz_taken', 'academy_graduate']);
    for (const key of BADGE_KEYS) {
      expect(BADGES[key].id).not.toBe('');
      expect(BADGES[key].en).not.toBe('');
    }
    expect(isBadgeKey('first_order')).toBe(true);
    expect(isBadgeKey('toString')).toBe(false);
  });
});
