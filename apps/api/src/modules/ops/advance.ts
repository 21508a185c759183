import type { Database, ShipmentMilestoneKind } from '@kilau/db';
import {
  allowedNextStates,
  checkOperatorTransition,
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
import { sql, type Kysely } from 'kysely';
import type { CarrierPort } from '../../adapters/carrier';
import { AppError } from '../../lib/app-error';
import { bookParcel, type BookedParcel } from './booking';
import { opsRepository, type OrderRow } from './ops.repository';
import { inTransaction } from '../../lib/transaction';

const json = (value: unknown) => JSON.stringify(value);

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
  return code === 'order_refund_not_owed'
    ? new AppError(409, code, 'order_refund_not_owed', params, data)
    : new AppError(409, 'invalid_transition', 'order_invalid_transition', params, data);
}

type Move = {
  tx: Kysely<Database>;
  order: OrderRow;
  parcel: BookedParcel | null;
  note: string | null;
  now: Date;
};

async function addMilestone(
  { tx, order, now }: Move,
  kind: ShipmentMilestoneKind,
  column?: 'delivered_at' | 'undelivered_at' | 'returned_at',
) {
  const milestone = json([{ kind, at: now.toISOString() }]);
  await tx
    .updateTable('order_shipments')
    .set({
      milestones: sql`milestones || ${milestone}::jsonb`,
      ...(column ? { [column]: now } : {}),
    })
    .where('order_id', '=', order.id)
    .execute();
}

/** What each effect of the domain's transition table does to the shop's rows. */
const EFFECTS: Record<TransitionEffect, (move: Move) => Promise<void>> = {
  async settle_payment({ tx, order, now }) {
    const settled = transitionPayment(order.payment_status, 'settlement');
    await tx
      .updateTable('orders')
      .set({
        ...(settled.ok ? { payment_status: 'settlement' as const } : {}),
        paid_at: order.paid_at ?? now,
        updated_at: now,
      })
      .where('id', '=', order.id)
      .execute();
  },

  async book_shipment(move) {
    const { tx, order, now } = move;
    const parcel = move.parcel as BookedParcel;
    await tx
      .insertInto('order_shipments')
      .values({
        order_id: order.id,
        carrier_code: parcel.carrierCode,
        carrier_name: parcel.carrierName,
        service: parcel.service,
        tracking_number: parcel.trackingNumber,
        origin: json(parcel.origin),
        destination: json(parcel.destination),
        milestones: json([{ kind: 'shipped', at: now.toISOString() }]),
        shipped_at: now,
      })
      .execute();
    // The history's shipping block (000 §3): the waybill as `code`, trackable when the carrier
    // is, and the carrier and service that really carry it.
    const shipping = json({
      code: parcel.trackingNumber,
      can_track_order: parcel.canTrack,
      carrier_code: parcel.carrierCode,
      carrier_name: parcel.carrierName,
      service_code: parcel.serviceCode,
      service_name: parcel.service,
    });
    await tx
      .updateTable('orders')
      .set({ shipping: sql`shipping || ${shipping}::jsonb`, updated_at: now })
      .where('id', '=', order.id)
      .execute();
  },

  reship: (move) => addMilestone(move, 'reshipped'),
  mark_delivered: (move) => addMilestone(move, 'delivered', 'delivered_at'),
  mark_undelivered: (move) => addMilestone(move, 'undelivered', 'undelivered_at'),
  mark_returned: (move) => addMilestone(move, 'returned', 'returned_at'),

  /** Once per order: the ledger's partial unique index decides, the balance follows the ledger. */
  async earn_points({ tx, order, now }) {
    const points = pointsForDelivery(order);
    if (points <= 0) return;
    const earned = await tx
      .insertInto('point_ledger')
      .values({
        user_id: order.user_id,
        delta: points,
        reason: 'order_earned',
        cart_id: order.cart_id,
        order_ref: order.reference_code,
        created_at: now,
      })
      .onConflict((oc) => oc.column('order_ref').where('reason', '=', 'order_earned').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (earned) await opsRepository(tx).moveBalance(order.user_id, points, now);
  },

  /** What the order earned, at most what is left of it (spent points stay spent). */
  async take_back_points({ tx, order, now }) {
    const repo = opsRepository(tx);
    const earned = (await repo.pointsOf(order.reference_code))
      .filter((row) => row.reason === 'order_earned')
      .reduce((sum, row) => sum + row.delta, 0);
    const taken = pointsToTakeBack(earned, await repo.balance(order.user_id));
    if (taken <= 0) return;
    const written = await tx
      .insertInto('point_ledger')
      .values({
        user_id: order.user_id,
        delta: -taken,
        reason: 'order_returned',
        cart_id: order.cart_id,
        order_ref: order.reference_code,
        created_at: now,
      })
      .onConflict((oc) => oc.column('order_ref').where('reason', '=', 'order_returned').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (written) await repo.moveBalance(order.user_id, -taken, now);
  },

  /** A paid order that came back is owed its money (paid with the move to Refund). */
  async owe_refund({ tx, order, note, now }) {
    if (order.paid_at === null || order.total_paid <= 0) return;
    await tx
      .insertInto('order_refunds')
      .values({
        order_id: order.id,
        amount: order.total_paid,
        reason: note ?? 'return',
        created_at: now,
        refunded_at: null,
      })
      .onConflict((oc) => oc.column('order_id').doNothing())
      .execute();
  },

  async pay_refund({ tx, order, now }) {
    await tx
      .updateTable('order_refunds')
      .set({ status: 'refunded', refunded_at: now })
      .where('order_id', '=', order.id)
      .where('status', '=', 'pending')
      .execute();
    const refunded = transitionPayment(order.payment_status, 'refund');
    if (refunded.ok) {
      await tx
        .updateTable('orders')
        .set({ payment_status: 'refund', updated_at: now })
        .where('id', '=', order.id)
        .execute();
    }
  },
};

export type AdvanceInput = {
  state: string;
  note?: string | undefined;
  carrierCode?: string | undefined;
};

/**
 * Moves an order one step of its life after payment (ADR 0013): the state resolved, the move
 * checked against the domain's table on the order row locked, then — in the same transaction —
 * the state, its history (with the operator's note) and the move's effects. A parcel is booked
 * with the carrier before the transaction; the move that loses a race answers 409.
 */
export function createAdvanceOrder(deps: {
  db: Kysely<Database>;
  carrier: CarrierPort;
  clock: () => Date;
}) {
  const { db, clock } = deps;
  return async function advance(reference: string, input: AdvanceInput): Promise<OrderRow> {
    const target = resolveOrderState(input.state);
    if (!target.ok) {
      throw new AppError(422, 'order_state_unknown', 'order_state_unknown', target.params);
    }
    const to = target.value;
    const order = await opsRepository(db).byReference(reference);
    if (!order) throw new AppError(404, 'order_not_found', 'order_not_found');

    let parcel: BookedParcel | null = null;
    if (to === ORDER_STATE.shipped) {
      const early = checkOperatorTransition(order.state_id, to);
      if (!early.ok) throw refused(early.code, order.state_id, to);
      if (early.value.effects.includes('book_shipment')) {
        parcel = await bookParcel(deps, order, input.carrierCode);
      }
    }

    const now = clock();
    const note = input.note ?? null;
    return inTransaction(db, async (tx) => {
      const repo = opsRepository(tx);
      const locked = await repo.lock(order.id);
      const refund = await repo.refund(order.id);
      const moved = checkOperatorTransition(locked.state_id, to, {
        refundOwed: refund?.status === 'pending',
      });
      if (!moved.ok) throw refused(moved.code, locked.state_id, to);
      if (moved.value.effects.includes('book_shipment') && !parcel) {
        throw refused('invalid_transition', locked.state_id, to);
      }
      for (const effect of moved.value.effects) {
        await EFFECTS[effect]({ tx, order: locked, parcel, note, now });
      }
      await repo.moveTo(order.id, to, now, note);
      return repo.lock(order.id);
    });
  };
}
