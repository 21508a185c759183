import { describe, expect, it } from 'vitest';
import { translate } from '../messages';
import { FREE_SHIPPING_LIMIT } from './constants';
import { estimateEta } from './eta';
import { qualifiesForFreeShipping } from '../cart/free-shipping';
import {
  cheapestQuote,
  freeShippingAllowance,
  ofShippingType,
  priceServices,
  shippingDiscount,
  shippingFee,
  type ServiceRate,
} from './pricing';
import { ShippingQuerySchema, ShippingSelectionSchema } from './schemas';
import { billedWeightKg } from './weight';

describe('billed weight: every started kg, 300 g tolerance, at least 1 kg', () => {
  it.each([
    [0, 1],
    [1, 1],
    [300, 1],
    [1_000, 1],
    [1_300, 1],
    [1_301, 2],
    [1_300.2, 2],
    [1_999, 2],
    [2_300, 2],
    [2_301, 3],
    [10_250, 10],
    [10_400, 11],
    [-50, 1],
    [Number.NaN, 1],
  ])('%s g is billed as %s kg', (grams, kg) => {
    expect(billedWeightKg(grams)).toBe(kg);
  });
});

describe('fee: first kg plus each next kg', () => {
  it.each([
    [{ firstKgPrice: 10_000, nextKgPrice: 10_000 }, 1, 10_000],
    [{ firstKgPrice: 10_000, nextKgPrice: 10_000 }, 3, 30_000],
    [{ firstKgPrice: 18_000, nextKgPrice: 3_000 }, 1, 18_000],
    [{ firstKgPrice: 18_000, nextKgPrice: 3_000 }, 4, 27_000],
    [{ firstKgPrice: 18_000, nextKgPrice: 3_000 }, 0, 18_000],
  ])('%o for %s kg costs Rp %s', (rate, kg, fee) => {
    expect(shippingFee(rate, kg)).toBe(fee);
  });
});

describe('free shipping: the shop from freeShippingLimit, or a voucher cap', () => {
  it('000 §9 freeShippingLimit is Rp 200.000', () => {
    expect(FREE_SHIPPING_LIMIT).toBe(200_000);
  });

  it.each([
    ['below the limit, nothing', 199_999, [12_000, 10_000], 0],
    ['at the limit, the cheapest regular fee', 200_000, [12_000, 10_000], 10_000],
    ['above the limit, the cheapest regular fee', 450_000, [34_000, 32_500], 32_500],
    ['no regular service, nothing', 450_000, [], 0],
  ])('%s', (_rule, amount, regularFees, allowance) => {
    expect(freeShippingAllowance(amount, regularFees)).toBe(allowance);
  });

  it.each([
    ['no offer', 20_000, 0, null, { discount: 0, source: null }],
    ['voucher cap below the fee', 25_000, 0, 20_000, { discount: 20_000, source: 'voucher' }],
    ['voucher cap above the fee', 12_000, 0, 20_000, { discount: 12_000, source: 'voucher' }],
    ['a zero cap gives nothing', 12_000, 0, 0, { discount: 0, source: null }],
    [
      'the shop pays the whole regular fee',
      10_000,
      10_000,
      null,
      { discount: 10_000, source: 'free_shipping_limit' },
    ],
    [
      'express gets the regular fee off',
      18_000,
      10_000,
      null,
      { discount: 10_000, source: 'free_shipping_limit' },
    ],
    [
      'the larger offer wins, they never add up',
      30_000,
      10_000,
      20_000,
      { discount: 20_000, source: 'voucher' },
    ],
    [
      'a tie goes to the shop',
      30_000,
      20_000,
      20_000,
      { discount: 20_000, source: 'free_shipping_limit' },
    ],
    ['never below zero', 5_000, 10_000, 20_000, { discount: 5_000, source: 'voucher' }],
  ])('%s', (_rule, fee, allowance, voucherCap, expected) => {
    expect(shippingDiscount(fee, { allowance, voucherCap })).toEqual(expected);
  });
});

describe('delivery days (WIB, with the cut-off)', () => {
  // 2026-11-21 is a Saturday; 03:00Z is 10:00 WIB, 08:00Z is 15:00 WIB, 17:30Z is 00:30 WIB Sunday.
  const at = (iso: string) => new Date(iso);
  it.each([
    [
      'same day before the cut-off',
      '2026-11-21T03:00:00Z',
      { etaMinDays: 0, etaMaxDays: 0, cutoffHour: 13 },
      { minDays: 0, maxDays: 0, arrivesFrom: '2026-11-21', arrivesTo: '2026-11-21' },
      'Tiba hari ini',
    ],
    [
      'same day after the cut-off arrives tomorrow',
      '2026-11-21T06:00:00Z',
      { etaMinDays: 0, etaMaxDays: 0, cutoffHour: 13 },
      { minDays: 1, maxDays: 1, arrivesFrom: '2026-11-22', arrivesTo: '2026-11-22' },
      'Tiba besok',
    ],
    [
      'regular before the cut-off',
      '2026-11-21T03:00:00Z',
      { etaMinDays: 2, etaMaxDays: 3, cutoffHour: 15 },
      { minDays: 2, maxDays: 3, arrivesFrom: '2026-11-23', arrivesTo: '2026-11-24' },
      'Estimasi tiba 2-3 hari',
    ],
    [
      'regular at the cut-off hour leaves a day later',
      '2026-11-21T08:00:00Z',
      { etaMinDays: 2, etaMaxDays: 3, cutoffHour: 15 },
      { minDays: 3, maxDays: 4, arrivesFrom: '2026-11-24', arrivesTo: '2026-11-25' },
      'Estimasi tiba 3-4 hari',
    ],
    [
      'the WIB day, not the UTC one',
      '2026-11-21T17:30:00Z',
      { etaMinDays: 2, etaMaxDays: 2, cutoffHour: 15 },
      { minDays: 2, maxDays: 2, arrivesFrom: '2026-11-24', arrivesTo: '2026-11-24' },
      'Estimasi tiba 2 hari',
    ],
    [
      'no cut-off',
      '2026-11-21T12:00:00Z',
      { etaMinDays: 1, etaMaxDays: 1, cutoffHour: null },
      { minDays: 1, maxDays: 1, arrivesFrom: '2026-11-22', arrivesTo: '2026-11-22' },
      'Tiba besok',
    ],
  ] as const)('%s', (_rule, now, rule, expected, text) => {
    const eta = estimateEta(at(now), rule);
    expect(eta).toMatchObject(expected);
    expect(translate(eta.text.code, 'id', eta.text.params)).toBe(text);
  });

  it('answers in English too', () => {
    const eta = estimateEta(at('2026-11-21T03:00:00Z'), {
      etaMinDays: 5,
      etaMaxDays: 9,
      cutoffHour: 15,
    });
    expect(translate(eta.text.code, 'en', eta.text.params)).toBe('Arrives in about 5-9 days');
  });
});

describe('quotes for a bag', () => {
  const now = new Date('2026-11-21T03:00:00Z');
  const rate = (over: Partial<ServiceRate> & Pick<ServiceRate, 'serviceCode'>): ServiceRate => ({
    shippingType: 'regular',
    maxWeightGrams: 50_000,
    cutoffHour: 15,
    firstKgPrice: 10_000,
    nextKgPrice: 10_000,
    etaMinDays: 1,
    etaMaxDays: 2,
    ...over,
  });
  const RATES = [
    rate({ serviceCode: 'jne_reg' }),
    rate({ serviceCode: 'sicepat_reg', firstKgPrice: 9_500, nextKgPrice: 9_500 }),
    rate({
      serviceCode: 'jne_yes',
      shippingType: 'express',
      firstKgPrice: 18_000,
      nextKgPrice: 18_000,
      maxWeightGrams: 30_000,
    }),
    rate({
      serviceCode: 'same_day',
      shippingType: 'same_day',
      firstKgPrice: 18_000,
      nextKgPrice: 3_000,
      maxWeightGrams: 20_000,
      cutoffHour: 13,
      etaMinDays: 0,
      etaMaxDays: 0,
    }),
  ];
  const row = (quote: ReturnType<typeof priceServices>[number]) => [
    quote.serviceCode,
    quote.fee,
    quote.discount,
    quote.feeAfterDiscount,
    quote.discountSource,
  ];

  it.each([
    [
      'a light bag below the limit pays every fee',
      { weightGrams: 800, amountAfterDiscount: 150_000, shippingDiscountCap: null },
      [
        ['jne_reg', 10_000, 0, 10_000, null],
        ['sicepat_reg', 9_500, 0, 9_500, null],
        ['jne_yes', 18_000, 0, 18_000, null],
        ['same_day', 18_000, 0, 18_000, null],
      ],
    ],
    [
      'from the limit regular is free and faster services pay the difference',
      { weightGrams: 2_400, amountAfterDiscount: 200_000, shippingDiscountCap: null },
      [
        ['jne_reg', 30_000, 28_500, 1_500, 'free_shipping_limit'],
        ['sicepat_reg', 28_500, 28_500, 0, 'free_shipping_limit'],
        ['jne_yes', 54_000, 28_500, 25_500, 'free_shipping_limit'],
        ['same_day', 24_000, 24_000, 0, 'free_shipping_limit'],
      ],
    ],
    [
      'a free-shipping voucher takes up to its cap off every service',
      { weightGrams: 1_000, amountAfterDiscount: 150_000, shippingDiscountCap: 15_000 },
      [
        ['jne_reg', 10_000, 10_000, 0, 'voucher'],
        ['sicepat_reg', 9_500, 9_500, 0, 'voucher'],
        ['jne_yes', 18_000, 15_000, 3_000, 'voucher'],
        ['same_day', 18_000, 15_000, 3_000, 'voucher'],
      ],
    ],
    [
      'a parcel over a service maximum leaves that service out',
      { weightGrams: 25_000, amountAfterDiscount: 0, shippingDiscountCap: null },
      [
        ['jne_reg', 250_000, 0, 250_000, null],
        ['sicepat_reg', 237_500, 0, 237_500, null],
        ['jne_yes', 450_000, 0, 450_000, null],
      ],
    ],
  ] as const)('%s', (_rule, basis, expected) => {
    expect(priceServices(RATES, basis, now).map(row)).toEqual(expected);
  });

  it('carries the rate, the weights and the delivery days', () => {
    const [quote] = priceServices(
      [RATES[0]!],
      { weightGrams: 1_300, amountAfterDiscount: 0, shippingDiscountCap: null },
      now,
    );
    expect(quote).toMatchObject({
      serviceCode: 'jne_reg',
      weightGrams: 1_300,
      billedWeightKg: 1,
      eta: { minDays: 1, maxDays: 2, arrivesFrom: '2026-11-22', arrivesTo: '2026-11-23' },
    });
  });

  it.each([
    ['all', ['jne_reg', 'sicepat_reg', 'jne_yes', 'same_day']],
    ['regular', ['jne_reg', 'sicepat_reg']],
    ['express', ['jne_yes']],
    ['same_day', ['same_day']],
  ] as const)('shipping_type %s lists %o', (type, codes) => {
    expect(ofShippingType(RATES, type).map((r) => r.serviceCode)).toEqual(codes);
  });
});

describe('the shipping calls’ input', () => {
  it.each([
    [
      'a full selection, ids as strings',
      {
        address_id: '12',
        cart_id: 3,
        service_code: 'jne_reg',
        shipping_type: 'regular',
        total_amount_after_discount: '150000',
      },
      {
        address_id: 12,
        cart_id: 3,
        service_code: 'jne_reg',
        shipping_type: 'regular',
        total_amount_after_discount: 150_000,
      },
    ],
    [
      'shipping_type defaults to all, the amount is optional',
      { address_id: 1, cart_id: 2, service_code: 'same_day' },
      { address_id: 1, cart_id: 2, service_code: 'same_day', shipping_type: 'all' },
    ],
  ])('%s', (_rule, body, parsed) => {
    expect(ShippingSelectionSchema.parse(body)).toEqual(parsed);
  });

  it.each([
    ['nothing', {}, { address_id: 'required', cart_id: 'required', service_code: 'required' }],
    [
      'every field wrong',
      {
        address_id: 1.5,
        cart_id: -1,
        service_code: 'JNE REG',
        shipping_type: 'instant',
        total_amount_after_discount: -5,
      },
      {
        address_id: 'id_invalid',
        cart_id: 'id_invalid',
        service_code: 'shipping_service_invalid',
        shipping_type: 'shipping_type_invalid',
        total_amount_after_discount: 'shipping_amount_invalid',
      },
    ],
    [
      'strings that are not numbers',
      { address_id: 'abc', cart_id: '', service_code: '', total_amount_after_discount: '1.5' },
      {
        address_id: 'id_invalid',
        cart_id: 'required',
        service_code: 'required',
        total_amount_after_discount: 'shipping_amount_invalid',
      },
    ],
  ])('refuses %s field by field', (_rule, body, fields) => {
    const result = ShippingSelectionSchema.safeParse(body);
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual(fields);
  });

  it('the list query takes the spec’s filter keys', () => {
    expect(
      ShippingQuerySchema.parse({
        'filter[address_id]': '7',
        'filter[total_amount_after_discount]': '0',
      }),
    ).toEqual({
      'filter[address_id]': 7,
      'filter[shipping_type]': 'all',
      'filter[total_amount_after_discount]': 0,
    });
  });
});

describe('cheapestQuote: where checkout starts', () => {
  const quote = (code: string, feeAfterDiscount: number, minDays: number, maxDays: number) => ({
    code,
    feeAfterDiscount,
    eta: { minDays, maxDays },
  });
  it.each([
    { case: 'no quotes', quotes: [], expected: null },
    {
      case: 'the least after its discount',
      quotes: [quote('jne_reg', 1_000, 1, 2), quote('anteraja_reg', 0, 1, 2)],
      expected: 'anteraja_reg',
    },
    {
      case: 'a tie goes to the sooner arrival',
      quotes: [quote('jne_reg', 9_000, 2, 3), quote('jne_yes', 9_000, 1, 1)],
      expected: 'jne_yes',
    },
    {
      case: 'then the earlier first day',
      quotes: [quote('a', 9_000, 2, 3), quote('b', 9_000, 1, 3)],
      expected: 'b',
    },
    {
      case: 'then the first listed',
      quotes: [quote('sicepat_reg', 9_500, 1, 2), quote('jnt_ez', 9_500, 1, 2)],
      expected: 'sicepat_reg',
    },
  ])('$case', ({ quotes, expected }) => {
    expect(cheapestQuote(quotes)?.code ?? null).toBe(expected);
  });
});

describe('the bag and checkout share the free-shipping limit', () => {
  it.each([
    { goods: FREE_SHIPPING_LIMIT - 1, free: false },
    { goods: FREE_SHIPPING_LIMIT, free: true },
  ])('goods of $goods: bag says $free, the allowance agrees', ({ goods, free }) => {
    expect(qualifiesForFreeShipping(goods)).toBe(free);
    expect(freeShippingAllowance(goods, [9_000, 10_000]) > 0).toBe(free);
  });
});
