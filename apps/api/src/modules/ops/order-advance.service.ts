import {
  allowedNextStates,
  checkOperatorTransition,
  isStorePickup,
  ORDER_STATE,
  ORDER_STATE_NAMES,
  pointsForDelivery,
  pointsToTakeBack,
  resolveOrderState,
  type OrderStateId,
  type TransitionEffect,
  type TransitionRefusalCode,
} from '@kilau/domain/orders';
import { transitionPayment } from '@kilau/domain/payment';
import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';
import type { CarrierPort } from '../../adapters/carrier';
import { AppError } from '../../lib/app-error';
import type { OpsPointsRepository } from './ops-points.repository';
import type { OpsRepository, OrderRow } from './ops.repository';
import { bookParcel, type BookedParcel } from './parcel-booking';

const stateRef = (id: number) => ({
  id,
  name: ORDER_STATE_NAMES[id as OrderStateId] ?? String(id),
});

function refused(code: TransitionRefusalCode, from: number, to: number): AppError {
  const data = {
    from: stateRef(from),
    to: stateRef(to),
    allowed: allowedNextStates(from).map(stateRef),
  };
  const params = { from: data.from.name, to: data.to.name };
  return code === 'invalid_transition'
    ? new AppError(409, 'invalid_transition', 'order_invalid_transition', params, data)
    : new AppError(409, code, code, params, data);
}

type Move = {
  ops: OpsRepository;
  points: OpsPointsRepository;
  order: OrderRow;
  parcel: BookedParcel | null;
  note: string | null;
  now: Date;
};

/** What each effect of the domain's transition table does to the shop's rows. */
const EFFECTS: Record<TransitionEffect, (move: Move) => Promise<void>> = {
  async settle_payment({ ops, order, now }) {
    const settled = transitionPayment(order.payment_status, 'settlement');
    await ops.settlePayment(order.id, settled.ok, order.paid_at ?? now, now);
  },

  async book_shipment(move) {
    const { ops, order, now } = move;
    const parcel = move.parcel as BookedParcel;
    await ops.insertShipment(order.id, parcel, now);
    // The history's shipping block (000 §3): the waybill as `code`, trackable when the carrier
    // is, and the carrier and service that really carry it.
    await ops.mergeShipping(
      order.id,
      {
        code: parcel.trackingNumber,
        can_track_order: parcel.canTrack,
        carrier_code: parcel.carrierCode,
        carrier_name: parcel.carrierName,
        service_code: parcel.serviceCode,
        service_name: parcel.service,
      },
      now,
    );
  },

  reship: ({ ops, order, now }) => ops.addMilestone(order.id, 'reshipped', now),
  mark_delivered: ({ ops, order, now }) =>
    ops.addMilestone(order.id, 'delivered', now, 'delivered_at'),
  mark_undelivered: ({ ops, order, now }) =>
    ops.addMilestone(order.id, 'undelivered', now, 'undelivered_at'),
  mark_returned: ({ ops, order, now }) =>
    ops.addMilestone(order.id, 'returned', now, 'returned_at'),

  /** Once per order: the ledger's partial unique index decides, the balance follows the ledger. */
  async earn_points({ points, order, now }) {
    const earned = pointsForDelivery(order);
    if (earned <= 0) return;
    const written = await points.writeOnce({
      userId: order.user_id,
      delta: earned,
      reason: 'order_earned',
      cartId: order.cart_id,
      orderRef: order.reference_code,
      now,
    });
    if (written) await points.moveBalance(order.user_id, earned, now);
  },

  /** What the order earned, at most what is left of it (spent points stay spent). */
  async take_back_points({ points, order, now }) {
    const earned = (await points.pointsOf(order.reference_code))
      .filter((row) => row.reason === 'order_earned')
      .reduce((sum, row) => sum + row.delta, 0);
    const taken = pointsToTakeBack(earned, await points.balance(order.user_id));
    if (taken <= 0) return;
    const written = await points.writeOnce({
      userId: order.user_id,
      delta: -taken,
      reason: 'order_returned',
      cartId: order.cart_id,
      orderRef: order.reference_code,
      now,
    });
    if (written) await points.moveBalance(order.user_id, -taken, now);
  },

  /** A paid order that came back is owed its money (paid with the move to Refund). */
  async owe_refund({ ops, order, note, now }) {
    if (order.paid_at === null || order.total_paid <= 0) return;
    await ops.oweRefund(order.id, order.total_paid, note ?? 'return', now);
  },

  async pay_refund({ ops, order, now }) {
    await ops.markRefunded(order.id, now);
    const refunded = transitionPayment(order.payment_status, 'refund');
    if (refunded.ok) await ops.setPaymentRefunded(order.id, now);
  },
};

/** Runs `run` in one transaction, with the ops and points repositories bound to it. */
export type AdvanceTransaction = <T>(
  run: (tx: {
    ops: OpsRepository;
    points: OpsPointsRepository;
    /** The transaction itself, for a caller's own row in it (the back office's audit). */
    db: Kysely<Database>;
  }) => Promise<T>,
) => Promise<T>;

/** Runs in the move's transaction after the move: the back office writes its audit row here. */
export type WithinMove = (
  tx: Kysely<Database>,
  move: { reference: string; from: string; to: string; note: string | null },
) => Promise<void>;

export type AdvanceInput = {
  state: string;
  note?: string | undefined;
  carrierCode?: string | undefined;
};

/**
 * Moves an order one step of its life after payment (design/order-life-after-payment.md): the state resolved, the move
 * checked against the domain's table on the order row locked, then — in the same transaction —
 * the state, its history (with the operator's note) and the move's effects. A parcel is booked
 * with the carrier before the transaction; the move that loses a race answers 409.
 */
export function createOrderAdvanceService(deps: {
  ops: OpsRepository;
  /** One transaction (retried whole on a deadlock, ADR 0014) with the repositories in it. */
  inTransaction: AdvanceTransaction;
  carrier: CarrierPort;
  clock: () => Date;
  /**
   * Told in the move's transaction when the move settles the payment (the first-order badge, the
   * invoice, whose counter is the move's last lock but the audit row's insert).
   */
  orderPaid?:
    | ((tx: Kysely<Database>, userId: number, orderId: number) => Promise<unknown>)
    | undefined;
  /** Told after the commit that an order moved (the member's live events). */
  moved?: ((order: OrderRow) => void) | undefined;
}) {
  const { ops, clock } = deps;

  async function advance(
    reference: string,
    input: AdvanceInput,
    withinMove?: WithinMove,
  ): Promise<OrderRow> {
    const target = resolveOrderState(input.state);
    if (!target.ok) {
      throw new AppError(422, 'order_state_unknown', 'order_state_unknown', target.params);
    }
    const to = target.value;
    const order = await ops.byReference(reference);
    if (!order) throw new AppError(404, 'order_not_found', 'order_not_found');

    let parcel: BookedParcel | null = null;
    if (to === ORDER_STATE.shipped) {
      const early = checkOperatorTransition(order.state_id, to, {
        refundOwed: false,
        storePickup: isStorePickup(order.shipping),
      });
      if (!early.ok) throw refused(early.code, order.state_id, to);
      if (early.value.effects.includes('book_shipment')) {
        parcel = await bookParcel({ ops, carrier: deps.carrier }, order, input.carrierCode);
      }
    }

    const now = clock();
    const note = input.note ?? null;
    const after = await deps.inTransaction(async ({ ops: repo, points, db }) => {
      const locked = await repo.lock(order.id);
      const refund = await repo.refund(order.id);
      const moved = checkOperatorTransition(locked.state_id, to, {
        refundOwed: refund?.status === 'pending',
        storePickup: isStorePickup(locked.shipping),
      });
      if (!moved.ok) throw refused(moved.code, locked.state_id, to);
      if (moved.value.effects.includes('book_shipment') && !parcel) {
        throw refused('invalid_transition', locked.state_id, to);
      }
      for (const effect of moved.value.effects) {
        await EFFECTS[effect]({ ops: repo, points, order: locked, parcel, note, now });
      }
      await repo.moveTo(order.id, to, now, note);
      if (moved.value.effects.includes('settle_payment')) {
        await deps.orderPaid?.(db, locked.user_id, locked.id);
      }
      await withinMove?.(db, {
        reference: locked.reference_code,
        from: ORDER_STATE_NAMES[locked.state_id as OrderStateId] ?? String(locked.state_id),
        to: ORDER_STATE_NAMES[to as OrderStateId] ?? String(to),
        note,
      });
      return repo.lock(order.id);
    });
    deps.moved?.(after);
    return after;
  }

  return { advance };
}

export type OrderAdvanceService = ReturnType<typeof createOrderAdvanceService>;
