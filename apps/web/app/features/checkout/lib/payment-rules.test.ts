import { describe, expect, it } from 'vitest';
import type { ApiResult } from '~/lib/api-client.server';
import { makeOrder } from '../testing/fixtures';
import type { ChooserMethod, PlacedOrder } from '../types';
import { checkCard, maskExpiry, parseExpiry } from './card-input';
import { retryableAttempt } from './idempotency';
import { chooserGroups, offeredMethod } from './payment-choice';
import { checkPaymentFields, type PaymentFields } from './payment-fields';
import { placeOutcome } from './place-outcome';
import { EMPTY_CARD } from './card-input';

const placedAs = (order: Partial<PlacedOrder>): ApiResult<PlacedOrder> => ({
  ok: true,
  status: 201,
  data: makeOrder(order),
  meta: { code: 201 },
});
const refusedAs = (
  status: number,
  errorCode?: string,
  message?: string,
  data?: unknown,
): ApiResult<PlacedOrder> => ({
  ok: false,
  status,
  ...(errorCode ? { errorCode } : {}),
  ...(message ? { message } : {}),
  ...(data ? { data } : {}),
});
const context = (method: string, phoneNo: string | null = null) => ({
  method,
  phoneNo,
  locale: 'id' as const,
});

describe('after placing (000 §4 "Outcomes after placing")', () => {
  it.each([
    [
      'a VA order goes to its confirmation page',
      placedAs({}),
      'bca_virtual_account',
      { outcome: 'navigate', path: '/order/confirmation/9001' },
    ],
    [
      'OVO goes to the success page',
      placedAs({ payment_method: 'ovo', payment: {} }),
      'ovo',
      { outcome: 'navigate', path: '/order/success/9001' },
    ],
    [
      'a free order goes to the success page',
      placedAs({ payment_method: 'free_order', payment: {}, total_paid: 0 }),
      'free_order',
      { outcome: 'navigate', path: '/order/success/9001' },
    ],
    [
      'Kredivo goes to its own page',
      placedAs({ payment_method: 'kredivo', redirect_url: '/sandbox-gateway/redirect/t1' }),
      'kredivo',
      { outcome: 'provider', via: 'redirect', url: '/sandbox-gateway/redirect/t1', fields: {} },
    ],
    [
      'LinkAja is a form post',
      placedAs({
        payment_method: 'linkaja',
        payment: {
          actions: [
            {
              name: 'form-post',
              method: 'POST',
              url: '/sandbox-gateway/linkaja',
              fields: { transaction_id: 't2', proof: 'abc' },
            },
          ],
        },
      }),
      'linkaja',
      {
        outcome: 'provider',
        via: 'form_post',
        url: '/sandbox-gateway/linkaja',
        fields: { transaction_id: 't2', proof: 'abc' },
      },
    ],
    [
      'a card with 3-D Secure is authenticated on the step',
      placedAs({
        payment_method: 'credit_debit_card',
        payment: { redirect_url: '/sandbox-gateway/v2/3ds/t3' },
      }),
      'credit_debit_card',
      { outcome: 'authenticate', url: '/sandbox-gateway/v2/3ds/t3', orderId: '9001' },
    ],
    [
      'a card without 3-D Secure goes to its confirmation page',
      placedAs({ payment_method: 'credit_debit_card', payment: {} }),
      'credit_debit_card',
      { outcome: 'navigate', path: '/order/confirmation/9001' },
    ],
  ])('%s', (_rule, result, method, expected) => {
    expect(placeOutcome(result, context(method))).toEqual(expected);
  });

  it.each([
    [
      'OVO 400 goes to the failed page with the phone and message',
      refusedAs(400, 'payment_refused', 'Saldo OVO tidak cukup'),
      context('ovo', '081234567890'),
      '/order/failed?phone_no=081234567890&message=Saldo+OVO+tidak+cukup',
    ],
    [
      'OVO 504 too',
      refusedAs(504),
      context('ovo', '081234567890'),
      '/order/failed?phone_no=081234567890',
    ],
    ['GPN 400 goes to the failed page', refusedAs(400), context('gpn'), '/order/failed'],
    [
      'out_of_stock goes back to the bag with the message',
      refusedAs(409, 'out_of_stock', 'Terjadi perubahan stock', { is_preorder: false }),
      context('bca_virtual_account'),
      '/order?message=out_of_stock',
    ],
    [
      'a pre-order out of stock goes to the pre-order failed page',
      refusedAs(409, 'out_of_stock', 'Terjadi perubahan stock', { is_preorder: true }),
      context('bca_virtual_account'),
      '/order/preorder/failed?message=out_of_stock',
    ],
    [
      'invalid_address goes back to the shipping step with the message',
      refusedAs(422, 'invalid_address'),
      context('bca_virtual_account'),
      '/order/shipping?message=invalid_address',
    ],
    [
      'price_mismatch goes back to the bag with the message',
      refusedAs(409, 'price_mismatch', 'Terjadi perubahan harga', { total_price: 230_000 }),
      context('bca_virtual_account'),
      '/order?message=price_mismatch',
    ],
    [
      'an emptied bag goes back to the bag',
      refusedAs(422, 'cart_empty'),
      context('bca_virtual_account'),
      '/order',
    ],
    [
      'a shipping method gone goes back to the shipping step',
      refusedAs(422, 'shipping_method_required'),
      context('bca_virtual_account'),
      '/order/shipping',
    ],
    [
      'an unknown order error goes to the sorry page',
      refusedAs(500, 'internal_error'),
      context('bca_virtual_account'),
      '/order/failed/sorry',
    ],
  ])('%s', (_rule, result, ctx, path) => {
    expect(placeOutcome(result, ctx)).toEqual({ outcome: 'navigate', path });
  });

  it.each([
    [
      'a call that never reached the shop may be retried',
      refusedAs(0),
      {
        outcome: 'refused',
        retry: true,
        message: 'Terjadi kesalahan, silakan coba beberapa saat lagi.',
      },
    ],
    [
      'a field refusal stays with its fields',
      refusedAs(422, 'validation_failed', 'Data yang dikirim tidak valid.', {
        fields: { phone_no: 'Nomor handphone OVO tidak valid' },
      }),
      {
        outcome: 'refused',
        retry: false,
        message: 'Data yang dikirim tidak valid.',
        fields: { phone_no: 'Nomor handphone OVO tidak valid' },
      },
    ],
    [
      'a bank promotion that no longer applies stays on the step',
      refusedAs(422, 'bank_promo_not_eligible', 'Promo bank ini tidak berlaku untuk pesanan kamu.'),
      {
        outcome: 'refused',
        retry: false,
        message: 'Promo bank ini tidak berlaku untuk pesanan kamu.',
      },
    ],
  ])('%s', (_rule, result, expected) => {
    expect(placeOutcome(result, context('ovo'))).toEqual(expected);
  });
});

describe('the chooser’s groups (000 §3)', () => {
  const methods: ChooserMethod[] = [
    { code: 'bca_virtual_account', name: 'BCA VA', category: 'bank_transfer', position: 1 },
    { code: 'credit_debit_card', name: 'Kartu', category: 'credit_card', position: 2 },
    { code: 'gopay', name: 'GoPay', category: 'other', position: 3 },
    { code: 'ovo', name: 'OVO', category: 'other', position: 4, is_available: false },
  ];
  it('lists the last used method first, as the recommendation, and only once', () => {
    const groups = chooserGroups({ lastPaymentMethod: 'gopay', methods, bankAccounts: [] });
    expect(groups.map((group) => [group.label, group.methods.map((m) => m.code)])).toEqual([
      ['payment_category_recommendation', ['gopay']],
      ['payment_category_credit_card', ['credit_debit_card']],
      ['payment_category_bank_transfer', ['bca_virtual_account']],
      ['payment_category_other', ['ovo']],
    ]);
  });
  it('offers only a method that can pay for this total', () => {
    const chooser = { lastPaymentMethod: null, methods, bankAccounts: [] };
    expect(offeredMethod(chooser, 'gopay')?.code).toBe('gopay');
    expect(offeredMethod(chooser, 'ovo')).toBeNull();
    expect(offeredMethod(chooser, 'nope')).toBeNull();
  });
});

describe('the method’s fields (000 §3, §5)', () => {
  const fields = (over: Partial<PaymentFields> = {}): PaymentFields => ({
    ovoPhone: '',
    term: '',
    accountId: '',
    card: EMPTY_CARD,
    ...over,
  });
  const now = new Date('2025-11-21T08:00:00Z');
  const check = (method: ChooserMethod, over: Partial<PaymentFields>) =>
    checkPaymentFields({ method, fields: fields(over), savedCards: [], bankAccounts: [], now });
  const ovo = { code: 'ovo', name: 'OVO', category: 'other' };
  it.each([
    [
      'OVO with +62 dropped to its 0',
      ovo,
      { ovoPhone: '81234567890' },
      { phone_no: '081234567890' },
    ],
    ['OVO typed with its 0', ovo, { ovoPhone: '081234567890' }, { phone_no: '081234567890' }],
    [
      'Kredivo with one of its terms',
      { code: 'kredivo', name: 'Kredivo', category: 'other', installment_terms: [1, 3, 6, 12] },
      { term: '6' },
      { installment_term: '6' },
    ],
    [
      'a transfer to one of the shop’s accounts',
      {
        code: 'bank_transfer',
        name: 'Transfer',
        category: 'bank_transfer',
        bank_transfer_list: [
          { id_bank_account: 2, bank_name: 'MANDIRI', account_number: '123', account_name: 'PT' },
        ],
      },
      { accountId: '2' },
      { id_bank_account: '2', bank_name: 'MANDIRI' },
    ],
    [
      'a VA needs nothing more',
      { code: 'bca_virtual_account', name: 'BCA', category: 'bank_transfer' },
      {},
      {},
    ],
  ])('%s', (_rule, method, over, expected) => {
    expect(check(method, over)).toEqual({ ok: true, fields: expected, card: null });
  });

  it.each([
    ['OVO without a number', ovo, {}, { ovoPhone: 'required' }],
    ['OVO with a landline', ovo, { ovoPhone: '2112345678' }, { ovoPhone: 'ovo_phone_invalid' }],
    [
      'Kredivo without a term',
      { code: 'kredivo', name: 'Kredivo', category: 'other', installment_terms: [1, 3] },
      { term: '' },
      { term: 'required' },
    ],
  ])('refuses %s', (_rule, method, over, errors) => {
    expect(check(method, over)).toEqual({ ok: false, errors });
  });

  it('checks a new card with the domain’s Luhn and hands it to the gateway, never as a field', () => {
    const card = { code: 'credit_debit_card', name: 'Kartu', category: 'credit_card' };
    const good = check(card, {
      card: {
        ...EMPTY_CARD,
        number: '4811 1111 1111 1114',
        expiry: '12/29',
        cvv: '123',
        save: true,
      },
    });
    expect(good).toEqual({
      ok: true,
      fields: {},
      card: {
        kind: 'new',
        save: true,
        bin: '481111',
        card: {
          card_number: '4811111111111114',
          card_exp_month: '12',
          card_exp_year: '2029',
          card_cvv: '123',
        },
      },
    });
    expect(
      check(card, {
        card: { ...EMPTY_CARD, number: '4811 1111 1111 1115', expiry: '10/25', cvv: '12' },
      }),
    ).toEqual({
      ok: false,
      errors: {
        card: {
          number: { message: 'card_number_invalid' },
          expiry: { text: 'cardExpiryInvalid' },
          cvv: { text: 'cardCvvInvalid' },
        },
      },
    });
  });
});

describe('card expiry', () => {
  it.each([
    ['1', '1'],
    ['122', '12/2'],
    ['12/29', '12/29'],
    ['1229999', '12/29'],
  ])('%s is typed as %s', (typed, shown) => expect(maskExpiry(typed)).toBe(shown));
  it('reads a real month only', () => {
    expect(parseExpiry('13/29')).toBeNull();
    expect(parseExpiry('00/29')).toBeNull();
    expect(parseExpiry('07/31')).toEqual({ month: '07', year: '2031' });
  });
  it('counts a card good through its expiry month', () => {
    const now = new Date('2025-11-30T16:00:00Z');
    const amex = { number: '3782 8224 6310 005', expiry: '11/25', cvv: '1234' };
    expect(checkCard(amex, now).ok).toBe(true);
    expect(checkCard(amex, new Date('2025-12-01T00:00:00Z')).ok).toBe(false);
  });
});

describe('the Idempotency-Key of an attempt', () => {
  const attempt = { key: 'k-1', signature: 'same', body: { cart_id: '41' } };
  it('is sent again when nothing changed', () => {
    expect(retryableAttempt(attempt, 'same')).toBe(attempt);
  });
  it('is new when anything changed or there was none', () => {
    expect(retryableAttempt(attempt, 'other')).toBeNull();
    expect(retryableAttempt(null, 'same')).toBeNull();
  });
});
