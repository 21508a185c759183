import { countInput, isIsoDay, startOfWibIsoDay, textInput, translate } from '@kilau/domain';
import type { Database } from '@kilau/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { respond } from '../../lib/envelope';
import type { PagePurge } from '../../web/page-purge';
import type { OrderAdvanceService } from './order-advance.service';
import type { OpsService } from './ops.service';

/** Operators only: 401 without a live session, 403 `forbidden` for a member. */
async function requireOperator(request: FastifyRequest, reply: FastifyReply) {
  const member = await request.member();
  if (!member) {
    if (request.sessionSource === 'cookie') reply.endSession();
    throw new AppError(401, 'unauthorized', 'login_required');
  }
  if (member.role !== 'operator') throw new AppError(403, 'forbidden', 'operator_required');
}

const ReferenceParamsSchema = z.object({
  reference: textInput().regex(/^[A-Za-z0-9-]{4,40}$/, { error: 'order_not_found' }),
});
const StateSchema = z
  .union([textInput().trim().min(1).max(60), z.number().int().positive().max(999)])
  .transform(String);

/** `YYYY-MM-DD`, a WIB calendar day (the list's date bounds). */
const DaySchema = textInput()
  .trim()
  .refine(isIsoDay, { error: 'validation_failed' })
  .transform(startOfWibIsoDay);

const ListQuerySchema = z.object({
  state: StateSchema.optional(),
  q: textInput().trim().min(1).max(100).optional(),
  payment_status: textInput()
    .trim()
    .regex(/^[a-z_]{2,30}$/, { error: 'option_invalid' })
    .optional(),
  method: textInput()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'option_invalid' })
    .optional(),
  from: DaySchema.optional(),
  to: DaySchema.optional(),
  skip: countInput(0, 100_000).default(0),
  limit: countInput(1, 100).default(20),
});

const RefundsQuerySchema = z.object({
  status: z.enum(['pending', 'refunded', 'all'], { error: 'option_invalid' }).default('pending'),
  skip: countInput(0, 100_000).default(0),
  limit: countInput(1, 100).default(20),
});

const AdvanceBodySchema = z.object({
  state: StateSchema,
  note: textInput().trim().min(1).max(500).optional(),
  carrier_code: textInput()
    .trim()
    .regex(/^[a-z][a-z0-9_]{1,31}$/, { error: 'shipping_carrier_not_found' })
    .optional(),
});

const STATE_HELP =
  'A state is given by id (`8`), by name (`Picking in progress`, any case) or by a kebab/snake ' +
  'slug or short name (`picking`, `payment-accepted`, `slip-printed`, `shipped`).';

/** Writes the audit row of a staff member's move, in the move's transaction (the back office). */
export type AuditMove = (
  tx: Kysely<Database>,
  actor: { staffId: number; email: string; ip: string; requestId: string },
  move: { reference: string; from: string; to: string; note: string | null },
) => Promise<void>;

/**
 * Who may call the order routes: the operator API's operators (members with the operator role,
 * `/api/ops`), or the back office's staff by permission (`/api/admin`, docs/design/back-office.md),
 * each move audited there.
 */
export type OpsGuard = { kind: 'operator' } | { kind: 'staff'; audit: AuditMove };

/** The operator API (prefix `/api/ops`; docs/design/order-life-after-payment.md). */
export const opsRoutes: FastifyPluginAsyncZod<{
  ops: OpsService;
  orderAdvance: OrderAdvanceService;
  pagePurge: PagePurge;
  guard: OpsGuard;
}> = async (app, { ops, orderAdvance, pagePurge, guard }) => {
  const tag = guard.kind === 'operator' ? 'ops' : 'admin';
  if (guard.kind === 'operator') app.addHook('onRequest', requireOperator);
  else {
    const reads = app.requireStaff('orders.read');
    const writes = app.requireStaff('orders.write');
    app.addHook('onRequest', (request, reply) =>
      (request.method === 'GET' ? reads : writes).call(app, request, reply),
    );
  }

  app.post(
    '/pages/purge',
    {
      schema: {
        tags: [tag],
        summary: "Forget guests' cached pages (after a catalogue change)",
        description:
          "Operators only. Empties the shop's page cache (PAGE_CACHE) on every instance and " +
          'asks the CDN (CDN_PURGE_URL) to forget its copies. data { pages: purged | off | ' +
          'failed, cdn: purged | sandbox (no CDN configured) | failed }. The back office calls ' +
          'the same purge when it changes the catalogue.',
      },
    },
    async (_request, reply) => respond(reply, await pagePurge.purge('operator')),
  );

  app.get(
    '/orders',
    {
      schema: {
        tags: [tag],
        summary: 'Orders for the operator, newest first',
        description:
          `Operators only (401 without a session, 403 \`forbidden\` for a member). \`state\` ` +
          `filters by one state (${STATE_HELP}); \`q\` matches a reference code's start, a ` +
          "member's e-mail or phone; `payment_status`, `method` (payment method code), `from`, " +
          '`to` (WIB days `YYYY-MM-DD`, both included) narrow it; `skip`, `limit` (20 by default, at most 100). data [{ _id, ' +
          'reference_code, member_email, state { id, name }, total_paid, payment_method, ' +
          'payment_status, created_at }], meta.total. An unknown state is 422 `order_state_unknown`.',
        querystring: ListQuerySchema,
      },
    },
    async (request, reply) => {
      const { skip, limit } = request.query;
      const { orders, total } = await ops.list(request.query);
      return respond(reply, orders, { total, skip, limit });
    },
  );

  app.get(
    '/refunds',
    {
      schema: {
        tags: [tag],
        summary: 'Refunds owed (or made), oldest first',
        description:
          'Operators only. Money to send back: a paid order the member cancelled, a returned ' +
          'order, and money the gateway took after the order had already been cancelled, ' +
          'expired or failed (reason `paid_after_cancellation`, recorded once per order from the ' +
          "gateway's own status). `status`: pending (default) | refunded | all; `skip`, `limit` " +
          '(20 by default, at most 100). data [{ _id, order { _id, reference_code, state { id, ' +
          'name }, payment_method, payment_status }, member_email, amount, reason, status, ' +
          "created_at, refunded_at }], meta.total. Paying one is the order's move to Refund " +
          '(`POST /orders/{reference}/advance` with state `refund`).',
        querystring: RefundsQuerySchema,
      },
    },
    async (request, reply) => {
      const { skip, limit } = request.query;
      const { refunds, total } = await ops.listRefunds(request.query);
      return respond(reply, refunds, { total, skip, limit });
    },
  );

  app.get(
    '/orders/:reference',
    {
      schema: {
        tags: [tag],
        summary: 'One order with its history, parcel, refund and points',
        description:
          'data { _id, reference_code, member { id, email, name }, state, allowed_next [{ id, ' +
          'name }], payment_method, payment_status, paid_at, subtotal, discount, shipping_fee, ' +
          'shipping_discount, total_paid, goods_paid, points { on_delivery, earned, taken_back }, ' +
          'delivery_address, shipping, products, state_histories [{ to_status, note, created_at ' +
          '}], shipment { carrier, service, tracking_number, shipped_at, delivered_at, ' +
          'undelivered_at, returned_at } | null, refund | null }. 404 `order_not_found`.',
        params: ReferenceParamsSchema,
      },
    },
    async (request, reply) => respond(reply, await ops.show(request.params.reference)),
  );

  app.post(
    '/orders/:reference/advance',
    {
      schema: {
        tags: [tag],
        summary: 'Move an order to its next state (payment, warehouse, carrier, delivery, refund)',
        description:
          `Body { state, note?, carrier_code? }. ${STATE_HELP} Allowed moves: Awaiting bank wire ` +
          'payment → Payment confirm | Payment accepted; Payment confirm → Payment accepted | ' +
          'Awaiting bank wire payment (receipt rejected); Payment accepted → Order verified → ' +
          'Picking in progress → Packed → Delivery slip printed → Shipped → Delivered | ' +
          'Undelivered; Undelivered → Shipped | Return; Delivered → Return; Cancelled | Return | ' +
          'Payment Failure → ' +
          'Refund (while a refund is owed). One transaction on the locked order: the state, its ' +
          'history (with the note) and the effects — Payment accepted settles the payment; ' +
          'Shipped books the parcel with the carrier (`carrier_code` hands it to another ' +
          'carrier than the member chose) and makes the order trackable; Delivered earns the ' +
          'beauty points once; Return takes them back and owes a paid order its money; Refund ' +
          'pays it. Refusals: 409 `invalid_transition` (data { from, to, allowed }), 409 ' +
          '`order_refund_not_owed`, 422 `order_state_unknown`, 422 `shipping_carrier_not_found`, ' +
          '404 `order_not_found`, 502 `carrier_unavailable`. Answers the order as GET does.',
        params: ReferenceParamsSchema,
        body: AdvanceBodySchema,
      },
    },
    async (request, reply) => {
      const staff = guard.kind === 'staff' ? await request.staffSession() : null;
      const moved = await orderAdvance.advance(
        request.params.reference,
        {
          state: request.body.state,
          note: request.body.note,
          carrierCode: request.body.carrier_code,
        },
        guard.kind === 'staff' && staff
          ? (tx, move) =>
              guard.audit(
                tx,
                {
                  staffId: staff.staffId,
                  email: staff.email,
                  ip: request.ip,
                  requestId: request.id,
                },
                move,
              )
          : undefined,
      );
      const order = await ops.view(moved);
      return respond(reply, order, {
        message: translate('order_advanced', request.locale, {
          reference: order.reference_code,
          state: order.state.name,
        }),
      });
    },
  );
};
