import type { Database } from '@kilau/db';
import { linesValue, type PromotionLine } from '@kilau/domain/vouchers';
import type { Kysely } from 'kysely';
import type { MemberStanding } from './holds';
import { createOffersRepository } from './offers.repository';

/** Goods the bag charges for: every line but free-product lines (points are capped by it). */
export const bagValue = (lines: readonly PromotionLine[]) =>
  linesValue(lines.filter((line) => !line.isAppliedFreeProduct));

/** The voucher toggle and the member's verified phone. */
export async function memberStanding(
  db: Kysely<Database>,
  userId: number,
): Promise<MemberStanding> {
  const offers = createOffersRepository(db);
  const [toggles, isVerifiedPhone] = await Promise.all([
    offers.toggles(),
    offers.isVerifiedPhone(userId),
  ]);
  return { isVerifiedPhone, verifiedOnly: toggles.cart_verified_only_apply_voucher };
}
