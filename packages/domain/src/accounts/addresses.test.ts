import { describe, expect, it } from 'vitest';
import { checkAddressLimit, checkRegionChain, isPapuaRegion } from './addresses';
import { MAX_ADDRESSES } from './constants';

describe('Papua alert (001 §2)', () => {
  it.each([
    ['91', true, 'PAPUA'],
    ['92', true, 'PAPUA BARAT'],
    ['93', true, 'PAPUA SELATAN'],
    ['94', true, 'PAPUA TENGAH'],
    ['95', true, 'PAPUA PEGUNUNGAN'],
    ['96', true, 'PAPUA BARAT DAYA'],
    ['91.71', true, 'KOTA JAYAPURA (a city code)'],
    ['94.01.01', true, 'a district code in PAPUA TENGAH'],
    ['81', false, 'MALUKU'],
    ['82', false, 'MALUKU UTARA'],
    ['32', false, 'JAWA BARAT'],
    ['32.73', false, 'KOTA BANDUNG'],
    ['9', false, 'a malformed code'],
    ['', false, 'no code'],
  ])('%s → %s (%s)', (code, expected) => {
    expect(isPapuaRegion(code)).toBe(expected);
  });
});

describe('address limit (001 §2 max-address alert)', () => {
  it('is ten addresses', () => {
    expect(MAX_ADDRESSES).toBe(10);
  });

  it.each([
    [0, { ok: true, value: true }],
    [9, { ok: true, value: true }],
    [10, { ok: false, code: 'address_limit_reached', params: { max: 10 } }],
    [11, { ok: false, code: 'address_limit_reached', params: { max: 10 } }],
  ])('%i saved → %j', (saved, expected) => {
    expect(checkAddressLimit(saved)).toEqual(expected);
  });
});

describe('region chain (province → city → district → subdistrict)', () => {
  const chosen = {
    province: '32',
    city: '32.73',
    district: '32.73.01',
    subdistrict: '32.73.01.1001',
  };
  const found = { province: '', city: '32', district: '32.73', subdistrict: '32.73.01' };

  it.each([
    ['a chain that holds', found, {}],
    ['an unknown province', { ...found, province: null }, { province: 'option_invalid' }],
    ['a city of another province', { ...found, city: '31' }, { city: 'address_region_mismatch' }],
    ['an unknown district', { ...found, district: null }, { district: 'option_invalid' }],
    [
      'a subdistrict of another district',
      { ...found, subdistrict: '32.73.02' },
      { subdistrict: 'address_region_mismatch' },
    ],
    [
      'every link broken',
      { province: null, city: null, district: '11.01', subdistrict: null },
      {
        province: 'option_invalid',
        city: 'option_invalid',
        district: 'address_region_mismatch',
        subdistrict: 'option_invalid',
      },
    ],
  ])('%s', (_case, parents, expected) => {
    expect(checkRegionChain(chosen, parents)).toEqual(expected);
  });
});
