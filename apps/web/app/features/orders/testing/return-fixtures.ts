import type { OrderReturn, ReturnOptions } from '../types';

/** A delivered order's return options as the API answers them (tests only). */
export function makeReturnOptions(over: Partial<ReturnOptions> = {}): ReturnOptions {
  return {
    eligible: true,
    refusal: null,
    refusal_message: null,
    window_ends_at: '2024-08-12T05:00:00.000Z',
    open_return: null,
    lines: [
      {
        order_line_id: '31',
        product_id: '101',
        name: 'Hydra Glow Serum',
        brand: 'Luminé',
        variant: 'Shade: 01 Rosy',
        image: '/img/serum.webp',
        quantity: 2,
        returnable_quantity: 2,
        total_price: 100_000,
      },
      {
        order_line_id: '32',
        product_id: '102',
        name: 'Daily Sun Fluid SPF 50',
        brand: 'Tropika',
        variant: 'Ukuran: 30 ml',
        image: null,
        quantity: 1,
        returnable_quantity: 0,
        total_price: 20_000,
      },
    ],
    reasons: [
      { code: 'damaged', label: 'Rusak saat diterima' },
      { code: 'wrong_item', label: 'Tidak sesuai pesanan' },
      { code: 'defective', label: 'Cacat produksi' },
      { code: 'allergy', label: 'Reaksi alergi atau iritasi' },
      { code: 'other', label: 'Alasan lain' },
    ],
    refund_methods: [
      {
        code: 'original',
        label: 'Ke metode pembayaran awal',
        available: false,
        unavailable_reason:
          'Metode pembayaran pesanan ini tidak mendukung pengembalian dana otomatis.',
      },
      { code: 'bank_transfer', label: 'Transfer ke rekening bank', available: true },
      { code: 'store_credit', label: 'Saldo belanja (voucher Kilau)', available: true },
    ],
    banks: [
      { code: 'bca', name: 'BCA', min_digits: 10, max_digits: 10 },
      { code: 'cimb', name: 'CIMB Niaga', min_digits: 12, max_digits: 14 },
    ],
    ...over,
  };
}

/** A return as the member reads it, requested a day after delivery (tests only). */
export function makeReturn(over: Partial<OrderReturn> = {}): OrderReturn {
  return {
    reference: 'KL-2408-0001-R1',
    order_reference: 'KL-2408-0001',
    status: 'requested',
    status_label: 'Diajukan',
    reason: 'damaged',
    reason_label: 'Rusak saat diterima',
    note: 'Tutup botolnya retak, serumnya bocor.',
    lines: [
      {
        order_line_id: '31',
        product_id: '101',
        name: 'Hydra Glow Serum',
        brand: 'Luminé',
        variant: 'Shade: 01 Rosy',
        image: '/img/serum.webp',
        quantity: 2,
        refund_amount: 96_000,
        sellable: null,
      },
    ],
    refund_amount: 96_000,
    goods_refund: 96_000,
    shipping_refund: 0,
    refund_method: 'bank_transfer',
    refund_method_label: 'Transfer ke rekening bank',
    bank: {
      bank_code: 'bca',
      bank_name: 'BCA',
      account_number: '••••••7890',
      account_name: 'SARI WULANDARI',
    },
    store_credit_code: null,
    transfer_reference: null,
    instructions: null,
    rejection_reason: null,
    photos: [],
    points_taken_back: 0,
    steps: [
      {
        status: 'requested',
        status_label: 'Diajukan',
        at: '2024-08-06T03:00:00.000Z',
        note: null,
      },
    ],
    created_at: '2024-08-06T03:00:00.000Z',
    updated_at: '2024-08-06T03:00:00.000Z',
    ...over,
  };
}

/** The steps a return has taken, each an hour after the one before (tests only). */
export const stepsTo = (...statuses: OrderReturn['status'][]): OrderReturn['steps'] =>
  ['requested' as const, ...statuses].map((status, index) => ({
    status,
    status_label: status,
    at: new Date(Date.parse('2024-08-06T03:00:00.000Z') + index * 3_600_000).toISOString(),
    note: null,
  }));
