import {
  allowedNextStates,
  isStorePickup,
  goodsPaid,
  pointsForDelivery,
  RECEIPT_URL_TTL_SECONDS,
  resolveOrderState,
} from '@kilau/domain/orders';
import type { UploadStorage } from '../../adapters/storage';
import { AppError } from '../../lib/app-error';
import type { OpsPointsRepository } from './ops-points.repository';
import type { OpsRepository, OrderRow } from './ops.repository';

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** The operator's order list and order view (docs/design/order-life-after-payment.md). */
export function createOpsService(deps: {
  ops: OpsRepository;
  points: Pick<OpsPointsRepository, 'pointsOf'>;
  uploads: UploadStorage;
}) {
  const repo = deps.ops;

  async function view(order: OrderRow) {
    const [
      member,
      names,
      lines,
      histories,
      shipment,
      refund,
      points,
      confirmation,
      notifications,
      staffMoves,
      methodName,
    ] = await Promise.all([
      repo.member(order.user_id),
      repo.stateNames(),
      repo.lines(order.id),
      repo.histories(order.id),
      repo.shipment(order.id),
      repo.refund(order.id),
      deps.points.pointsOf(order.reference_code),
      repo.paymentConfirmation(order.id),
      repo.notifications(order.reference_code),
      repo.staffMoves(order.reference_code),
      repo.paymentMethodName(order.payment_method),
    ]);
    const images = await repo.images([...new Set(lines.map((line) => line.product_id))]);
    const imageOf = (productId: number, combinationId: number) => {
      const image =
        images.find(
          (row) => row.product_id === productId && row.combination_id === combinationId,
        ) ?? images.find((row) => row.product_id === productId);
      return image ? { url: image.url, alt: image.alt } : null;
    };
    // A history row moved by staff has its audit row (same state, within seconds): who did it.
    const unclaimed = [...staffMoves];
    const movedBy = (name: string, at: Date | string) => {
      const index = unclaimed.findIndex(
        (row) =>
          (row.after as { state?: unknown } | null)?.state === name &&
          Math.abs(new Date(row.at).getTime() - new Date(at).getTime()) < 5_000,
      );
      return index < 0 ? null : (unclaimed.splice(index, 1)[0]?.staff_email ?? null);
    };
    const sum = (reason: string) =>
      points.filter((row) => row.reason === reason).reduce((total, row) => total + row.delta, 0);
    return {
      _id: String(order.id),
      reference_code: order.reference_code,
      member: {
        id: String(member.id),
        email: member.email,
        name: `${member.first_name ?? ''} ${member.last_name ?? ''}`.trim() || member.email,
        phone: member.phone_no,
      },
      state: { id: order.state_id, name: names.get(order.state_id) ?? String(order.state_id) },
      allowed_next: allowedNextStates(order.state_id, {
        storePickup: isStorePickup(order.shipping),
      }).map((id) => ({
        id,
        name: names.get(id) ?? String(id),
      })),
      payment_method: order.payment_method,
      payment_method_name: methodName,
      payment_status: order.payment_status,
      paid_at: iso(order.paid_at),
      subtotal: order.subtotal,
      discount: order.voucher_discount + order.points_discount + order.bank_promotion_discount,
      shipping_fee: order.shipping_fee,
      shipping_discount: order.shipping_discount,
      total_paid: order.total_paid,
      goods_paid: goodsPaid(order),
      voucher: order.voucher_code
        ? { code: order.voucher_code, discount: order.voucher_discount }
        : null,
      bank_promotion_discount: order.bank_promotion_discount,
      points_used: { points: order.points_used, discount: order.points_discount },
      payment_attempt: order.payment_attempt,
      payment_ref: order.payment_ref,
      payment_notifications: notifications.map((row) => ({
        order_ref: row.order_ref,
        transaction_status: row.transaction_status,
        status_code: row.status_code,
        payment_type: row.payment_type,
        gross_amount: row.gross_amount,
        received_at: iso(row.received_at),
        outcome: row.outcome,
        outcome_reason: row.outcome_reason,
      })),
      points: {
        on_delivery: pointsForDelivery(order),
        earned: sum('order_earned'),
        taken_back: -sum('order_returned'),
      },
      created_at: iso(order.created_at),
      cancelled_at: iso(order.cancelled_at),
      cancellation_reason: order.cancellation_reason,
      delivery_address: order.delivery_address,
      shipping: order.shipping,
      products: lines.map((line) => ({
        id: String(line.product_id),
        combination_id: String(line.combination_id),
        name: (line.detail as { name?: string }).name ?? null,
        quantity: line.quantity,
        unit_price: line.unit_price,
        total_price: line.total_price,
        image: imageOf(line.product_id, line.combination_id),
      })),
      state_histories: histories.map((history) => ({
        to_status: { id: history.id, name: history.name },
        note: history.note,
        created_at: iso(history.created_at),
        by: movedBy(history.name, history.created_at),
      })),
      shipment: shipment
        ? {
            carrier: { code: shipment.carrier_code, name: shipment.carrier_name },
            service: shipment.service,
            tracking_number: shipment.tracking_number,
            shipped_at: iso(shipment.shipped_at),
            delivered_at: iso(shipment.delivered_at),
            undelivered_at: iso(shipment.undelivered_at),
            returned_at: iso(shipment.returned_at),
            destination: shipment.destination,
          }
        : null,
      // A bank transfer the member confirmed: what they said and the receipt, to check it
      // before moving the order to Payment accepted (or back to awaiting payment).
      payment_confirmation: confirmation
        ? {
            bank_name: confirmation.bank_name,
            account_name: confirmation.account_name,
            receipt_url: await deps.uploads.signedUrl(
              confirmation.receipt_key,
              RECEIPT_URL_TTL_SECONDS,
            ),
            created_at: iso(confirmation.created_at),
          }
        : null,
      refund: refund
        ? {
            amount: refund.amount,
            status: refund.status,
            reason: refund.reason,
            created_at: iso(refund.created_at),
            refunded_at: iso(refund.refunded_at),
          }
        : null,
    };
  }

  return {
    view,

    async list(query: {
      state?: string | undefined;
      q?: string | undefined;
      payment_status?: string | undefined;
      method?: string | undefined;
      from?: Date | undefined;
      /** The first instant of the last day included. */
      to?: Date | undefined;
      skip: number;
      limit: number;
    }) {
      let stateId: number | undefined;
      if (query.state !== undefined) {
        const resolved = resolveOrderState(query.state);
        if (!resolved.ok) {
          throw new AppError(422, 'order_state_unknown', 'order_state_unknown', resolved.params);
        }
        stateId = resolved.value;
      }
      const filter = {
        stateId,
        q: query.q,
        paymentStatus: query.payment_status,
        method: query.method,
        from: query.from,
        before: query.to ? new Date(query.to.getTime() + 24 * 60 * 60 * 1000) : undefined,
      };
      const [rows, total] = await Promise.all([
        repo.page(filter, { skip: query.skip, limit: query.limit }),
        repo.count(filter),
      ]);
      return {
        total,
        orders: rows.map((row) => ({
          _id: String(row.id),
          reference_code: row.reference_code,
          member_email: row.email,
          state: { id: row.state_id, name: row.state_name },
          total_paid: row.total_paid,
          payment_method: row.payment_method,
          payment_method_name: row.payment_method_name,
          payment_status: row.payment_status,
          created_at: iso(row.created_at),
        })),
      };
    },

    async listRefunds(query: {
      status: 'pending' | 'refunded' | 'all';
      skip: number;
      limit: number;
    }) {
      const filter = { status: query.status === 'all' ? undefined : query.status };
      const [rows, total] = await Promise.all([
        repo.refunds(filter, { skip: query.skip, limit: query.limit }),
        repo.countRefunds(filter),
      ]);
      return {
        total,
        refunds: rows.map((row) => ({
          _id: String(row.id),
          order: {
            _id: String(row.order_id),
            reference_code: row.reference_code,
            state: { id: row.state_id, name: row.state_name },
            payment_method: row.payment_method,
            payment_status: row.payment_status,
          },
          member_email: row.email,
          amount: row.amount,
          reason: row.reason,
          status: row.status,
          created_at: iso(row.created_at),
          refunded_at: iso(row.refunded_at),
        })),
      };
    },

    async show(reference: string) {
      const order = await repo.byReference(reference);
      if (!order) throw new AppError(404, 'order_not_found', 'order_not_found');
      return view(order);
    },
  };
}

export type OpsService = ReturnType<typeof createOpsService>;
