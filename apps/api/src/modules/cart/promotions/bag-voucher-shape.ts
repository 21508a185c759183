import type { BagVoucher } from '@kilau/domain/cart';
import {
  availableQuota,
  voucherEndsAt,
  voucherHeader,
  type PromotionTargets,
  type VoucherTerms,
} from '@kilau/domain/vouchers';
import type { AppliedVoucher } from '../cart-promotions';
import type { GiftItem } from './offers.repository';
import type { VoucherRow } from './bag-vouchers.repository';

/** The voucher's terms as the domain rules read them. */
export function termsOf(row: VoucherRow, targets: PromotionTargets | undefined): VoucherTerms {
  return {
    kind: row.kind,
    discount_type: row.discount_type,
    amount: row.amount,
    percentage: row.percentage,
    max_discount: row.max_discount,
    min_amount: row.min_amount,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    is_active: row.is_active,
    is_assigned_only: row.is_assigned_only,
    quota_total: row.quota_total,
    quota_per_user: row.quota_per_user,
    targets: targets ?? { products: [], brands: [], categories: [] },
  };
}

/** The member's assignment of the voucher, when it was issued to them. */
export const assignmentOf = (row: VoucherRow) =>
  row.member_voucher_id === null
    ? null
    : { expires_at: row.assigned_expires_at, used_at: row.assigned_used_at };

export const appliedVoucherOf = (row: VoucherRow): AppliedVoucher => ({
  _id: String(row.id),
  code: row.code,
  name: row.name,
  discount_type: row.discount_type,
});

/** The member's verdict for the bag. */
export type ListingVerdict = Pick<
  BagVoucher,
  'is_eligible' | 'reason' | 'reason_code' | 'is_applied' | 'estimated_discount'
>;

type Names = {
  products: Map<number, string>;
  brands: Map<number, string>;
  categories: Map<number, string>;
};

const named = (ids: readonly number[], names: Map<number, string>) =>
  ids.map((id) => ({ id: String(id), name: names.get(id) ?? '' }));

/**
 * A voucher as the bag's lists answer it (000 §3 Voucher): name, code, discount_type,
 * voucher_type, available_quota, to_date, image, is_special_paper_bag, rules {users, products,
 * brands, categories, order.min_amount}, discount_info {shipping_fee_discount, …},
 * voucher_info.header, type, partner_id, tnc, email_banner, more_info.name — plus the member's
 * verdict for the bag.
 */
export function toVoucherItem(input: {
  row: VoucherRow;
  terms: VoucherTerms;
  names: Names;
  used: number;
  userId: number | null;
  freeItem: GiftItem | undefined;
  verdict: ListingVerdict;
}): BagVoucher {
  const { row, terms, names, verdict } = input;
  const endsAt = voucherEndsAt(terms, assignmentOf(row));
  return {
    _id: String(row.id),
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    image: row.image,
    discount_type: row.discount_type,
    voucher_type: row.kind,
    type: row.is_assigned_only ? 'assigned' : 'public',
    partner_id: null,
    email_banner: null,
    more_info: { name: row.name },
    is_special_paper_bag: row.is_special_paper_bag,
    is_assigned: row.member_voucher_id !== null,
    member_voucher_id: row.member_voucher_id === null ? null : String(row.member_voucher_id),
    from_date: row.starts_at?.toISOString() ?? null,
    to_date: endsAt?.toISOString() ?? null,
    available_quota: availableQuota(terms, input.used),
    quota_per_user: row.quota_per_user,
    rules: {
      users: row.is_assigned_only && input.userId !== null ? [String(input.userId)] : [],
      products: named(terms.targets.products, names.products),
      brands: named(terms.targets.brands, names.brands),
      categories: named(terms.targets.categories, names.categories),
      order: { min_amount: row.min_amount },
    },
    discount_info: {
      amount: row.amount,
      percentage: row.percentage,
      max_discount: row.max_discount,
      shipping_fee_discount: row.discount_type === 'free_shipping' ? row.max_discount : null,
      free_product: input.freeItem
        ? {
            product_id: String(input.freeItem.product_id),
            combination_id: String(input.freeItem.combination_id),
            name: input.freeItem.name,
            brand: input.freeItem.brand,
            image: input.freeItem.image,
            quantity: row.free_quantity,
          }
        : null,
    },
    voucher_info: { header: voucherHeader(terms) },
    tnc: row.terms,
    ...verdict,
  };
}

export type VoucherItem = BagVoucher;
