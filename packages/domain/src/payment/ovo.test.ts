import { describe, expect, it } from 'vitest';
import { checkOvoPhone, OvoPhoneSchema } from './ovo';

describe('the OVO phone of a payment request', () => {
  it.each([
    ['081234567890', true],
    ['6281234567890', true],
    ['+6281234567890', true],
    [' 08123456789 ', true],
    ['0812345', false], // too short
    ['0812345678901234', false], // too long
    ['021234567890', false], // a landline
    ['12345', false],
  ])('%s → %s', (phone, valid) => {
    expect(OvoPhoneSchema.safeParse(phone).success).toBe(valid);
  });
});

describe('an OVO number as typed in the storefront', () => {
  it.each([
    ['081234567890', { ok: true, value: '081234567890' }],
    ['81234567890', { ok: true, value: '081234567890' }],
    ['+62 812-3456-7890', { ok: true, value: '081234567890' }],
    ['', { ok: false, code: 'required' }],
    ['   ', { ok: false, code: 'required' }],
    ['0812345', { ok: false, code: 'ovo_phone_invalid' }],
    ['021234567890', { ok: false, code: 'ovo_phone_invalid' }],
  ])('%j → %j', (typed, result) => {
    expect(checkOvoPhone(typed)).toEqual(result);
  });
});
