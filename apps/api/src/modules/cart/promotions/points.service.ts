import { checkPointsRedemption, POINT_VALUE, pointsToRelease } from '@kilau/domain/points';
import { AppError } from '../../../lib/app-error';
import {
  createPromotionCartsRepository,
  type PromotionCartsRepository,
} from './promotion-carts.repository';
import { createOffersRepository } from './offers.repository';
import { clearOptionsFor } from './clear-promotions';
import { createPointsRepository, type PointsRepository } from './points.repository';
import { promotionState } from './promotion-state';
import { bagValue } from './member-standing';
import type { CartPricer, RunInTransaction } from './types';
import { idOf } from './bag-vouchers.service';

const insufficient = () => new AppError(422, 'INSUFFICIENT_POINTS', 'insufficient_points');

/**
 * Beauty points in the bag (000 §5, design/the-bag.md decision 6): redeeming moves points from the
 * balance into the bag (and clears a voucher), removing moves them back; every move is a ledger
 * row written with the balance's conditional update.
 */
export function createPointsService(deps: {
  /** Runs `work` in one transaction, retried on a conflict (`inTransaction`). */
  transaction: RunInTransaction;
  /** The balances and the bags, read outside a transaction. */
  points: PointsRepository;
  carts: PromotionCartsRepository;
  clock: () => Date;
  priceCart: CartPricer;
}) {
  return {
    /** `POST /user/me/carts/points {points}`: sets the bag's points to `points`. */
    redeem(userId: number, points: number) {
      return deps.transaction(async (tx) => {
        const now = deps.clock();
        const cart = await createPromotionCartsRepository(tx).lockActive(userId);
        if (!cart) throw new AppError(422, 'cart_empty', 'cart_empty');
        const balances = createPointsRepository(tx);
        const [toggles, lines, balance] = await Promise.all([
          createOffersRepository(tx).toggles(),
          deps.priceCart(tx, { id: cart.id, userId }, now),
          balances.balance(userId),
        ]);
        if (lines.length === 0) throw new AppError(422, 'cart_empty', 'cart_empty');
        const check = checkPointsRedemption({
          points,
          enabled: toggles.points,
          bagValue: bagValue(lines),
          balance,
          applied: cart.points_applied,
        });
        if (!check.ok) {
          if (check.code === 'INSUFFICIENT_POINTS') throw insufficient();
          throw new AppError(422, check.code, check.code, check.params ?? {});
        }
        const after = await clearOptionsFor(tx, cart, { kind: 'points', points }, now);
        const { delta } = check.value;
        // The conditional update decides, not the balance read above: parallel redemptions of
        // the same points can never take the balance below zero.
        if (delta > 0 && !(await balances.take(userId, delta, cart.id, now))) throw insufficient();
        if (delta < 0) await balances.give(userId, -delta, 'cart_release', cart.id, now);
        await createPromotionCartsRepository(tx).update(cart.id, { points_applied: points }, now);
        return promotionState(
          tx,
          { ...after, points_applied: points },
          { pointsBalance: await balances.balance(userId) },
        );
      });
    },

    /** `DELETE /user/me/carts/points {points, _id}`: gives back `points` (all by default). */
    remove(userId: number, body: { points?: number | null; _id?: string | null }) {
      return deps.transaction(async (tx) => {
        const now = deps.clock();
        const cart = await createPromotionCartsRepository(tx).lockActive(userId);
        if (!cart || (body._id && idOf(body._id) !== cart.id)) {
          throw new AppError(404, 'promotion_cart_not_found', 'promotion_cart_not_found');
        }
        const balances = createPointsRepository(tx);
        const release = pointsToRelease(cart.points_applied, body.points);
        const applied = cart.points_applied - release;
        if (release > 0) {
          await balances.give(userId, release, 'cart_release', cart.id, now);
          await createPromotionCartsRepository(tx).update(
            cart.id,
            { points_applied: applied },
            now,
          );
        }
        return promotionState(
          tx,
          { ...cart, points_applied: applied },
          { pointsBalance: await balances.balance(userId) },
        );
      });
    },

    /**
     * `GET /user/me/points`: the balance, the points held by the bag and the ledger, newest first.
     */
    async balance(userId: number, paging: { skip: number; limit: number }) {
      const balances = deps.points;
      const [balance, cart, ledger] = await Promise.all([
        balances.balance(userId),
        deps.carts.active(userId),
        balances.ledger(userId, paging),
      ]);
      return {
        data: {
          balance,
          point_value: POINT_VALUE,
          held: cart?.points_applied ?? 0,
          ledger: ledger.rows.map((row) => ({
            id: String(row.id),
            delta: row.delta,
            reason: row.reason,
            cart_id: row.cart_id === null ? null : String(row.cart_id),
            order_ref: row.order_ref,
            created_at: row.created_at.toISOString(),
          })),
        },
        total: ledger.total,
      };
    },
  };
}

export type PointsService = ReturnType<typeof createPointsService>;
