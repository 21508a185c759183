import { describe, expect, it } from 'vitest';
import {
  deriveOrderView,
  formatDeliveryAddress,
  formatOrderSource,
  formatShippingCode,
  showsHowToPay,
  type HistoryOrder,
} from './derive';
import { PENDING_PAYMENT_STATE_NAME } from './constants';
import { buildOrderListQuery, buildReorderLines, buildStatusBuckets, hasMoreOrders } from './list';

const NOW = '2024-08-05T05:10:00Z';
const order = (over: Partial<HistoryOrder> = {}): HistoryOrder => ({
  _id: 'o1',
  created_at: '2024-08-05T05:00:00Z',
  state: { name: PENDING_PAYMENT_STATE_NAME },
  payment_method: { name: 'BCA Virtual Account', code: 'bca_virtual_account', logo: 'bca.png' },
  shipping: {
    code: null,
    carriers: [{ name: 'JNE', is_active: true }],
    delivery_address: { street1: 'Jl. Sudirman 1' },
  },
  order_source: 'android',
  products: [
    { id: 1, price: 50_000, quantity: 2, combination: { shade: { name: 'Rosy' } } },
    { id: 2, price: 20_000, quantity: 1, combination: { size: { name: '30 ml' } } },
  ],
  ...over,
});

describe('derived order fields (000 §3, §9)', () => {
  it('000 §3 derives every field of a waiting bank order', () => {
    expect(deriveOrderView(order(), { now: NOW, appName: 'Kilau App' })).toMatchObject({
      order_date: '5 Agu 2024',
      order_date_detail: '5 Agu 2024, 12:00',
      carrier_name: 'JNE',
      payment_due_at: 'Bayar sebelum 6 Agu 2024, 12:00 WIB',
      state_name: 'Awaiting bank wire payment',
      state_name_fmt: 'Menunggu Pembayaran',
      payment_method_name: 'BCA Virtual Account',
      deliveryAddress: 'Jl. Sudirman 1',
      order_source_fmt: 'Kilau App',
      orderStatusColor: 'warning',
      subTotal: 120_000,
      variantLabels: ['Shade: Rosy', 'Ukuran: 30 ml'],
      // A virtual account confirms itself: its how-to-pay, not a receipt (ADR 0034).
      actionName: null,
      actionLabel: '',
      actionDescription: '',
      showButtonHowToPay: true,
      showPaymentStatus: false,
      paymentMethodCode: 'bca_virtual_account',
      paymentMethodLogo: 'bca.png',
      shippingCode: 'Menunggu konfirmasi dari ekspedisi',
    });
  });

  it('000 §4 a gopay order in the retry window shows RETRY with its description', () => {
    const view = deriveOrderView(order({ payment_method: { code: 'gopay', name: 'GoPay' } }), {
      now: NOW,
      appName: 'X',
      locale: 'en',
    });
    expect(view).toMatchObject({
      actionName: 'RETRY',
      actionDescription: 'Payment process is failed, click “Retry” to repayment.',
      showButtonHowToPay: false,
      payment_due_at: '',
    });
  });

  it.each([
    ['lulla shown as lilla', 'lulla', 'lilla'],
    ['android shown as the app name', 'android', 'Kilau App'],
    ['ios shown as the app name', 'ios', 'Kilau App'],
    ['freebies shown as the app name', 'freebies', 'Kilau App'],
    ['the self-checkout store source by the shop’s name', 'kilau_store', 'Kilau Store'],
    ['others capitalised', 'website', 'Website'],
    ['empty', '', ''],
  ])('000 §9 order source: %s', (_rule, source, expected) => {
    expect(formatOrderSource(source, 'Kilau App')).toBe(expected);
  });

  it.each([
    ['street1', { street1: 'Jl. A', street2: 'Jl. B' }, 'Jl. A'],
    ['else street2', { street1: '', street2: 'Jl. B' }, 'Jl. B'],
    ['else a dash', {}, '-'],
    ['no address', null, '-'],
  ])('000 §9 delivery address: %s', (_rule, address, expected) => {
    expect(formatDeliveryAddress(address)).toBe(expected);
  });

  it.each([
    ['the code when there is one', { code: 'JNE123', carriers: [] }, 'JNE123'],
    [
      'placeholder when none but an active carrier',
      { code: null, carriers: [{ name: 'JNE', is_active: true }] },
      'Menunggu konfirmasi dari ekspedisi',
    ],
    [
      'nothing without an active carrier',
      { code: null, carriers: [{ name: 'JNE', is_active: false }] },
      '',
    ],
  ])('000 §9 shipping code: %s', (_rule, shipping, expected) => {
    expect(formatShippingCode(shipping)).toBe(expected);
  });

  it.each([
    ['bank transfer waiting', true, 'CONFIRM PAYMENT', 'bank_transfer', true],
    ['cimb clicks waiting', true, 'CONFIRM PAYMENT', 'cimb_clicks', true],
    ['bca virtual account waiting', true, 'CONFIRM PAYMENT', 'bca_virtual_account', true],
    ['permata virtual account waiting', true, 'CONFIRM PAYMENT', 'permata_virtual_account', true],
    ['indomaret waiting', true, 'CONFIRM PAYMENT', 'indomaret', true],
    ['not when RETRY', true, 'RETRY', 'bank_transfer', false],
    ['not when not waiting', false, null, 'bank_transfer', false],
    ['not for cards', true, 'CONFIRM PAYMENT', 'credit_debit_card', false],
  ] as const)('000 §4 how-to-pay: %s', (_rule, waitingPayment, action, methodCode, expected) => {
    expect(showsHowToPay({ waitingPayment, action, methodCode })).toBe(expected);
  });
});

describe('a waiting order: receipt, instructions or status (issue 17, ADR 0034)', () => {
  it.each([
    ['bank_transfer', 'CONFIRM PAYMENT', true, false],
    ['bca_virtual_account', null, true, false],
    ['permata_virtual_account', null, true, false],
    ['indomaret', null, true, false],
    ['credit_debit_card', null, false, true],
    ['qris', null, false, true],
    ['gopay', null, false, true],
  ] as const)('%s: action %s, how-to-pay %s, status %s', (code, action, howToPay, status) => {
    const view = deriveOrderView(order({ payment_method: { code, name: code } }), {
      now: '2024-08-05T05:01:00.000Z',
      appName: 'X',
    });
    expect(view.actionName).toBe(action);
    expect(view.showButtonHowToPay).toBe(howToPay);
    expect(view.showPaymentStatus).toBe(status);
  });

  it('a failed payment still held shows RETRY to pay again until its window ends', () => {
    const failed = order({
      state: { name: 'Payment Failure' },
      is_payment_failed: true,
      pay_again_until: '2024-08-05T05:30:00.000Z',
      payment_method: { code: 'credit_debit_card', name: 'Kartu Kredit/Debit' },
    });
    const open = deriveOrderView(failed, { now: '2024-08-05T05:10:00.000Z', appName: 'X' });
    expect(open).toMatchObject({
      actionName: 'RETRY',
      isPayAgain: true,
      state_name_fmt: 'Lainnya',
      actionDescription:
        'Pembayaran gagal. Produkmu masih kami simpan: bayar ulang sebelum 5 Agu 2024, 12:30 WIB.',
    });
    const closed = deriveOrderView(failed, { now: '2024-08-05T05:30:00.000Z', appName: 'X' });
    expect(closed).toMatchObject({ actionName: null, isPayAgain: false, actionDescription: '' });
  });
});

describe('order list (000 §4, §7)', () => {
  it('000 §4 groups states into filter buckets by formatted name', () => {
    const buckets = buildStatusBuckets([
      { id: 1, name: 'Awaiting bank wire payment' },
      { id: 2, name: 'Order Created' },
      { id: 3, name: 'Shipped' },
      { id: 4, name: 'Cancelled' },
      { id: 5, name: 'Refunded' },
    ]);
    expect(buckets.map((b) => [b.label, b.stateIds])).toEqual([
      ['order_group_waiting_payment', [1, 2]],
      ['order_group_shipped', [3]],
      ['order_group_cancelled', [4, 5]],
    ]);
  });

  it('000 §7 list query: skip, limit 10, newest first, WIB day range, state ids', () => {
    expect(
      buildOrderListQuery(20, {
        stateIds: [1, 2],
        from: '2024-08-01T10:00:00Z',
        to: '2024-08-02T10:00:00Z',
      }),
    ).toEqual({
      skip: 20,
      limit: 10,
      sort: '-created_at',
      filter: {
        is_payment_failed: false,
        created_at: { gte: '2024-07-31T17:00:00.000Z', lte: '2024-08-02T16:59:59.999Z' },
        state_ids: [1, 2],
      },
    });
  });

  it.each([
    [10, true],
    [9, false],
    [0, false],
  ])('000 §4 more only while the last page held exactly 10 (%d)', (count, expected) => {
    expect(hasMoreOrders(count)).toBe(expected);
  });

  it('000 §3 reorder lines skip free products', () => {
    expect(
      buildReorderLines([
        { id: 1, combination_id: 'a', is_pack: false, quantity: 2 },
        { id: 2, combination_id: 'b', is_pack: false, quantity: 1, is_free_product: true },
      ]),
    ).toEqual([{ id: 1, combination_id: 'a', is_pack: false, quantity: 2 }]);
  });
});
