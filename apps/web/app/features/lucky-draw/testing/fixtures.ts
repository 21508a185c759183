import type { LuckyDrawVoucher } from '@kilau/domain/engagement';

/** A won lucky-draw voucher as the API answers it (tests only). */
export const makeDrawVoucher = (overrides: Partial<LuckyDrawVoucher> = {}): LuckyDrawVoucher => ({
  _id: '41',
  voucher_id: 7,
  name: 'Lucky Draw Rp10.000',
  description: 'Potongan Rp10.000 dari lucky draw, belanja minimal Rp75.000.',
  code: 'LUCKY10K',
  kind: 'lucky_draw',
  discount_type: 'amount',
  amount: 10_000,
  percentage: null,
  max_discount: null,
  min_amount: 75_000,
  rules: { order: { min_amount: 75_000 } },
  to_date: '2026-12-27T16:59:59.000Z',
  image: null,
  is_special_paper_bag: false,
  tnc: '',
  issued_at: '2026-11-27T10:00:00.000Z',
  used_at: null,
  status: 'available',
  ...overrides,
});
