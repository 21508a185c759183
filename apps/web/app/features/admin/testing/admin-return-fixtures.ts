import type { AdminReturn, AdminReturnRow } from '../types';

/** A return as the back office reads it (tests only): requested, refunded by bank transfer. */
export function makeAdminReturn(over: Partial<AdminReturn> = {}): AdminReturn {
  return {
    reference: 'KLU-261120-ABC123-R1',
    order_reference: 'KLU-261120-ABC123',
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
        image: '/media/serum.webp',
        quantity: 2,
        refund_amount: 96_000,
        sellable: null,
      },
      {
        order_line_id: '32',
        product_id: '102',
        name: 'Daily Sun Fluid SPF 50',
        brand: 'Tropika',
        variant: null,
        image: null,
        quantity: 1,
        refund_amount: 20_000,
        sellable: null,
      },
    ],
    refund_amount: 116_000,
    goods_refund: 116_000,
    shipping_refund: 0,
    refund_method: 'bank_transfer',
    refund_method_label: 'Transfer ke rekening bank',
    bank: {
      bank_code: 'bca',
      bank_name: 'BCA',
      account_number: '1234567890',
      account_name: 'SARI WULANDARI',
    },
    store_credit_code: null,
    transfer_reference: null,
    instructions: null,
    rejection_reason: null,
    photos: [{ id: '5', url: '/api/admin/returns/KLU-261120-ABC123-R1/photos/5' }],
    points_taken_back: 0,
    steps: [
      {
        status: 'requested',
        status_label: 'Diajukan',
        at: '2026-11-21T03:00:00.000Z',
        note: null,
      },
    ],
    created_at: '2026-11-21T03:00:00.000Z',
    updated_at: '2026-11-21T03:00:00.000Z',
    customer: { id: '40', name: 'Sari Wulandari', email: 'sari@example.com', phone_no: null },
    order: {
      reference: 'KLU-261120-ABC123',
      payment_method: 'bca_virtual_account',
      payment_method_name: 'BCA Virtual Account',
      total_paid: 138_000,
      delivered_at: '2026-11-20T08:00:00.000Z',
    },
    ...over,
  };
}

/** The queue's row of a return (tests only). */
export function makeAdminReturnRow(over: Partial<AdminReturnRow> = {}): AdminReturnRow {
  const full = makeAdminReturn();
  return {
    reference: full.reference,
    order_reference: full.order_reference,
    status: full.status,
    status_label: full.status_label,
    reason: full.reason,
    reason_label: full.reason_label,
    refund_amount: full.refund_amount,
    refund_method: full.refund_method,
    refund_method_label: full.refund_method_label,
    created_at: full.created_at,
    updated_at: full.updated_at,
    customer: { id: '40', name: 'Sari Wulandari', email: 'sari@example.com' },
    ...over,
  };
}
