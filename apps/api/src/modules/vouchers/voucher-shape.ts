import { memberVoucherStatus } from '@kilau/domain/vouchers';
import type { MemberVoucherRow } from './vouchers.repository';

/**
 * A member's voucher as the account screen lists it (001 §3: name, discount_type, code,
 * to_date, image, is_special_paper_bag) with what a shopper needs to use it: the discount, the
 * minimum order (`rules.order.min_amount`, 000 §3), the terms and its status.
 */
export function toMemberVoucher(row: MemberVoucherRow, now: Date) {
  return {
    _id: String(row.id),
    voucher_id: row.voucher_id,
    name: row.name,
    description: row.description,
    code: row.code,
    kind: row.kind,
    discount_type: row.discount_type,
    amount: row.amount,
    percentage: row.percentage,
    max_discount: row.max_discount,
    min_amount: row.min_amount,
    rules: { order: { min_amount: row.min_amount } },
    to_date: row.expires_at?.toISOString() ?? null,
    image: row.image,
    is_special_paper_bag: row.is_special_paper_bag,
    tnc: row.terms,
    issued_at: row.issued_at.toISOString(),
    used_at: row.used_at?.toISOString() ?? null,
    status: memberVoucherStatus(row, now),
  };
}

export type MemberVoucher = ReturnType<typeof toMemberVoucher>;
